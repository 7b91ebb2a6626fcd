import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { CaseEvent } from '../../api/useGrievances';

/**
 * The case's shared history as the member reads it, oldest first: what happened, the words written with it, who and
 * when. The server sends only what is shared with the member.
 */
export function CaseTimeline({ events }: { events: readonly CaseEvent[] }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has been recorded on this case yet.
      </Text>
    );
  }
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} role="list" aria-label="Case history">
      {events.map((event) => (
        <Timeline.Item
          key={event.id}
          role="listitem"
          title={
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {event.summary}
            </Text>
          }
          data-testid="case-event"
        >
          {event.text && (
            <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.text}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {event.actorName} · {formatDateTime(event.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
