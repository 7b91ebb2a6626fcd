import { Button, Group, type GroupProps } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { mailHref, telHref } from '@union/rules/stewards';

interface ContactButtonsProps extends GroupProps {
  /** Whom the buttons reach: named in their accessible labels ('Call Linda Nguyen at ...'). */
  name: string;
  phoneNumber?: string | null;
  email?: string | null;
}

/**
 * Call and Email for a steward: the device's telephone link (only digits and + kept) and mail link. A button shows only
 * when there is a number or an address to use; nothing at all without either.
 */
export function ContactButtons({ name, phoneNumber, email, ...groupProps }: ContactButtonsProps) {
  if (!phoneNumber && !email) return null;
  return (
    <Group gap="xs" grow {...groupProps}>
      {phoneNumber && (
        <Button
          component="a"
          href={telHref(phoneNumber)}
          variant="light"
          size="sm"
          leftSection={<IconPhone size={16} />}
          aria-label={`Call ${name} at ${phoneNumber}`}
        >
          Call
        </Button>
      )}
      {email && (
        <Button
          component="a"
          href={mailHref(email)}
          variant="default"
          size="sm"
          leftSection={<IconMail size={16} />}
          aria-label={`Email ${name}`}
          title={email}
        >
          Email
        </Button>
      )}
    </Group>
  );
}
