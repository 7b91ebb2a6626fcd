import { Badge } from '@mantine/core';
import type { JournalEntryStatus } from '@union/rules/constants';
import { JOURNAL_ENTRY_STATUS_LABELS } from '@union/rules/journal';

const COLORS: Record<JournalEntryStatus, string> = {
  draft: 'gray',
  saved: 'union',
  grievance_ready: 'orange',
  closed: 'dark',
};

/** The entry's status, styled per status. */
export function EntryStatusBadge({ status }: { status: string }) {
  const known = status as JournalEntryStatus;
  return (
    <Badge color={COLORS[known] ?? 'gray'} variant={known === 'closed' ? 'filled' : 'light'}>
      {JOURNAL_ENTRY_STATUS_LABELS[known] ?? status}
    </Badge>
  );
}
