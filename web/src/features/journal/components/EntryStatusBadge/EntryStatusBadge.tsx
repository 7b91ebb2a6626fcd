import { Badge } from '@mantine/core';
import type { JournalEntryStatus } from '@rules/constants.js';
import { JOURNAL_ENTRY_STATUS_LABELS } from '@rules/journal.js';

const COLORS: Record<JournalEntryStatus, string> = {
  draft: 'gray',
  saved: 'union',
  grievance_ready: 'orange',
  closed: 'dark',
};

/** The entry's status, styled per status (SPEC section 2). */
export function EntryStatusBadge({ status }: { status: string }) {
  const known = status as JournalEntryStatus;
  return (
    <Badge color={COLORS[known] ?? 'gray'} variant={known === 'closed' ? 'filled' : 'light'}>
      {JOURNAL_ENTRY_STATUS_LABELS[known] ?? status}
    </Badge>
  );
}
