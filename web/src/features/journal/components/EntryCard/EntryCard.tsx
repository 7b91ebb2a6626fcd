import { Alert, Badge, Button, Card, Divider, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBriefcase,
  IconCalendar,
  IconClock,
  IconEdit,
  IconFileSpreadsheet,
  IconFileText,
  IconLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import type { JournalEntry } from '../../api/useJournal';
import { downloadFile, entryToCsv, entryToText, exportFileName } from '../../lib/journalExport';
import { InitiateMeetingButton } from '@/components/InitiateMeetingButton';
import { ConvertToGrievanceButton } from '../ConvertToGrievanceButton/ConvertToGrievanceButton';
import { EntryPhotos } from '../EntryPhotos/EntryPhotos';
import { EntryStatusBadge } from '../EntryStatusBadge/EntryStatusBadge';
import { ParticipantsPanel } from '../ParticipantsPanel/ParticipantsPanel';

function exportEntry(entry: JournalEntry, kind: 'csv' | 'txt') {
  try {
    if (kind === 'csv') downloadFile(exportFileName(entry, 'csv'), entryToCsv(entry), 'text/csv;charset=utf-8');
    else downloadFile(exportFileName(entry, 'txt'), entryToText(entry), 'text/plain;charset=utf-8');
    notifications.show({
      color: 'green',
      title: 'Export Successful',
      message: kind === 'csv' ? 'Journal entry exported as CSV file' : 'Journal entry exported as text file',
    });
  } catch {
    notifications.show({ color: 'red', title: 'Export Failed', message: 'Failed to export incident journal' });
  }
}

function Meta({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function EntryCard({ entry, onEdit }: { entry: JournalEntry; onEdit: (id: string) => void }) {
  const readOnly = entry.readOnlyReason ?? null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={`Journal entry: ${entry.employeeName}, ${formatDate(entry.entryDate)}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {entry.employeeName}
            </Title>
            <Text size="sm" c="dimmed">
              Employee #{entry.employeeNumber}
            </Text>
          </div>
          <Group gap={6}>
            <EntryStatusBadge status={entry.status} />
            {entry.isSwappedShift && (
              <Badge color="violet" variant="light">
                Swapped Shift
              </Badge>
            )}
            {entry.isGrievance && (
              <Badge color="red" variant="filled">
                Grievance
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="md" style={{ rowGap: 4 }}>
          <Meta icon={<IconCalendar size={15} />}>{formatDate(entry.entryDate)}</Meta>
          <Meta icon={<IconClock size={15} />}>{entry.shift}</Meta>
          <Meta icon={<IconBriefcase size={15} />}>{entry.jobTitle}</Meta>
          {entry.teamNumber && <Meta icon={<IconUsersGroup size={15} />}>{entry.teamNumber}</Meta>}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            Event:
          </Text>{' '}
          {entry.event.eventTitle}
        </Text>
        {readOnly && (
          <Alert color="gray" variant="light" icon={<IconLock size={16} />} py="xs">
            {readOnly}
          </Alert>
        )}
        <Spoiler maxHeight={110} showLabel="Show more" hideLabel="Show less">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.incidentNotes}
          </Text>
        </Spoiler>
        <EntryPhotos entryId={entry.id} images={entry.images} canAdd={false} />
        <Divider />
        <ParticipantsPanel entryId={entry.id} participants={entry.participants} editable={!readOnly} />
        <Divider />
        <Group gap="xs">
          <Button size="xs" leftSection={<IconEdit size={14} />} onClick={() => onEdit(entry.id)} disabled={!!readOnly}>
            Edit
          </Button>
          <Button size="xs" variant="default" leftSection={<IconFileSpreadsheet size={14} />} onClick={() => exportEntry(entry, 'csv')}>
            CSV
          </Button>
          <Button size="xs" variant="default" leftSection={<IconFileText size={14} />} onClick={() => exportEntry(entry, 'txt')}>
            Text
          </Button>
          <ConvertToGrievanceButton entry={entry} />
          <InitiateMeetingButton size="xs" variant="light" />
        </Group>
      </Stack>
    </Card>
  );
}
