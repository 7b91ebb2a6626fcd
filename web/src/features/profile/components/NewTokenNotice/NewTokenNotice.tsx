import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

export const SHOWN_ONCE_WARNING = "Copy this token now. You won't be able to see it again.";

interface Props {
  name: string;
  token: string;
  onDone: () => void;
}

/** The secret of a token just created, shown this once: selectable, wrapping on a phone, with Copy and Done. */
export function NewTokenNotice({ name, token, onDone }: Props) {
  const copyRef = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone: focus moves to the next thing to do, copying.
  useEffect(() => copyRef.current?.focus(), []);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="region"
      aria-label="New token"
      style={{ borderColor: 'var(--mantine-color-yellow-outline)', background: 'var(--mantine-color-yellow-light)' }}
    >
      <Stack gap="sm">
        <Text fw={600}>Token “{name}” created</Text>
        <Text
          data-testid="new-token"
          ff="monospace"
          fz="sm"
          p="sm"
          bg="var(--mantine-color-body)"
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {token}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" fw={500}>
            {SHOWN_ONCE_WARNING}
          </Text>
        </Group>
        <Group gap="sm">
          <CopyButton value={token} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                ref={copyRef}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
