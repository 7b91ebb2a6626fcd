import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { AutoSaveStatus } from '../../lib/autoSaver';

/** Where the auto-save stands: Saving..., Saved, Save failed, or whether anything waits. */
export function SaveIndicator({ status, dirty }: { status: AutoSaveStatus; dirty: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {status === 'saving' ? (
        <Group gap={6} c="dimmed">
          <Loader size={14} /> <Text size="sm">Saving...</Text>
        </Group>
      ) : status === 'saved' ? (
        <Group gap={6} c="var(--union-color-success)">
          <IconCheck size={16} /> <Text size="sm">Saved</Text>
        </Group>
      ) : status === 'error' ? (
        <Group gap={6} c="var(--mantine-color-error)">
          <IconAlertTriangle size={16} /> <Text size="sm">Save failed</Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {dirty ? 'Unsaved changes' : ''}
        </Text>
      )}
    </div>
  );
}
