import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import type { CaseEvent } from '../../api/useCases';

/**
 * The case's whole history, oldest first: what happened, the words written with it, who and when. An internal note
 * is marked 'Internal' with a lock on a tinted background, so nobody reads it as something the member has seen.
 */
export function CaseHistory({ events }: { events: readonly CaseEvent[] }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing recorded yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Case history">
      {events.map((event) => (
        <Paper
          key={event.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="history-entry"
          data-internal={event.internal || undefined}
          bg={event.internal ? 'var(--mantine-color-yellow-light)' : undefined}
          style={event.internal ? { borderInlineStart: '4px solid var(--mantine-color-yellow-filled)' } : undefined}
        >
          <Stack gap={4}>
            <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {event.summary}
              </Text>
              {event.internal && (
                <Badge
                  color="yellow"
                  variant="filled"
                  autoContrast
                  leftSection={<IconLock size={12} aria-hidden />}
                  style={{ flexShrink: 0 }}
                >
                  Internal
                </Badge>
              )}
            </Group>
            {event.text && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.text}
              </Text>
            )}
            {/* On an internal note's tint the dimmed grey is too faint: the line keeps the text's colour. */}
            <Text size="xs" c={event.internal ? undefined : 'dimmed'}>
              {event.actorName} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
