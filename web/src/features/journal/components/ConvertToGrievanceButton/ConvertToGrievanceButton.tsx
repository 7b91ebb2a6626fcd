import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@/lib/format';
import type { JournalEntry } from '../../api/useJournal';

/**
 * Convert to Grievance (SPEC section 2). The grievance side (dialog fields, AI suggestions, filing) comes with the
 * grievances work; until then the dialog says so and points to what the member can do today.
 */
export function ConvertToGrievanceButton({ entry }: { entry: JournalEntry }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconGavel size={14} />}
        onClick={() => setOpened(true)}
        disabled={entry.isGrievance}
      >
        Convert to Grievance
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Convert to Grievance"
        centered
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        <Stack>
          <Text size="sm">
            Filing a grievance from <b>Entry {formatDate(entry.entryDate)}</b> is coming soon: this dialog will carry the entry into a
            grievance with suggested contract articles.
          </Text>
          <Text size="sm" c="dimmed">
            Until then, export this entry (CSV or Text) and take it to your shop steward.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
