import { Anchor, Box, Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { LegalLinks, TARGET } from '@/components/LegalLinks';
import { INDEPENDENCE_NOTICE } from '@/lib/product';

interface FooterProps {
  unionName: string;
  localNumber: string;
  hubName: string;
  contractDate: string;
}

// Full or minimal, kept in this browser (as JSON, 'true' or 'false'). Read before the first render, so a member who hid
// the details does not see them appear and go (a layout shift).
const FOOTER_KEY = 'footer_full';

function readFooterFull(): boolean {
  try {
    return localStorage.getItem(FOOTER_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** A full footer (address, contacts, legal links, notices) or a minimal one (terms and privacy). */
export function Footer({ unionName, localNumber, hubName, contractDate }: FooterProps) {
  const [full, setFullState] = useState(readFooterFull);
  const setFull = (value: boolean) => {
    setFullState(value);
    try {
      localStorage.setItem(FOOTER_KEY, JSON.stringify(value));
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  };
  const legal = <LegalLinks />;
  return (
    <Box component="footer" mt="xl" pt="md" pb="lg" px="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" align="center" mb={full ? 'sm' : 0}>
        {full ? (
          <Text size="sm" fw={600}>
            {unionName} · {localNumber}
          </Text>
        ) : (
          legal
        )}
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => setFull(!full)}
          rightSection={full ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />}
          aria-expanded={full}
        >
          {full ? 'Hide footer details' : 'Show footer details'}
        </Button>
      </Group>
      {full && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Stack gap={2}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                Union hall
              </Text>
              <Text size="sm">{localNumber} Union Hall</Text>
              <Text size="sm">2100 Airfield Drive, Suite 140</Text>
              <Text size="sm">{hubName}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                Contact
              </Text>
              <Anchor href="tel:+18175550100" size="sm" {...TARGET}>
                (817) 555-0100
              </Anchor>
              <Anchor href="mailto:hall@local591.example.org" size="sm" {...TARGET}>
                hall@local591.example.org
              </Anchor>
              <Text size="sm">Mon–Fri, 7:00 AM – 5:00 PM</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                Contract
              </Text>
              <Text size="sm">{unionName}</Text>
              <Text size="sm">Fleet Service agreement of {contractDate}</Text>
              {legal}
            </Stack>
          </SimpleGrid>
          <Divider />
          <Text size="xs" c="dimmed">
            {INDEPENDENCE_NOTICE}
          </Text>
        </Stack>
      )}
    </Box>
  );
}
