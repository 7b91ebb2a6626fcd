import { Group, Stack, Text } from '@mantine/core';
import { formatDuration } from '../../lib/messages';

interface Props {
  position: number;
  durationSeconds: number | null;
  /** Where the recording plays from; null when nothing of it is stored. */
  url: string | null;
  /** The player's accessible name, e.g. 'Recording 2 of the meeting on ...'. */
  label: string;
  /** 'metadata' reads the length from the file's header before it is played; 'none' loads nothing until asked. */
  preload: 'metadata' | 'none';
}

/** One recording of a meeting: its place, its length (m:ss) and its player. */
export function RecordingPlayer({ position, durationSeconds, url, label, preload }: Props) {
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          Recording {position}
        </Text>
        {durationSeconds !== null && (
          <Text size="sm" ff="monospace" data-testid="recording-duration">
            {formatDuration(durationSeconds)}
          </Text>
        )}
      </Group>
      {url ? (
        <audio controls preload={preload} src={url} aria-label={label} style={{ width: '100%' }} />
      ) : (
        <Text size="sm" c="dimmed">
          No audio was recorded.
        </Text>
      )}
    </Stack>
  );
}
