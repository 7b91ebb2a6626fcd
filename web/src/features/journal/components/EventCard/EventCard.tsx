import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import type { JournalEvent } from '../../api/useJournal';

export function EventCard({ event, onAddEntry }: { event: JournalEvent; onAddEntry: (eventId: string) => void }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`Event: ${event.eventTitle}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {event.eventTitle}
          </Title>
          <Badge color={event.isActive ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {event.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Created {formatDate(event.createdAt)}
        </Text>
        {event.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {event.description}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onAddEntry(event.id)}
            disabled={!event.isActive}
            title={event.isActive ? undefined : 'Only active events can have new entries added.'}
          >
            Add Entry
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
