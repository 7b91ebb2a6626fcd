import { Button } from '@mantine/core';
import { IconFileDescription, IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keptPiece } from '@/lib/keptWork';
import type { JournalEntry } from '../../api/useJournal';
import { isKeptGrievance, KEPT_GRIEVANCE } from '../../lib/keptEdit';
import { ConvertToGrievanceDialog } from '../ConvertToGrievanceDialog/ConvertToGrievanceDialog';

/**
 * Convert to Grievance on an entry card. A converted entry links to its grievance under My Grievances
 * instead; a closed entry cannot be converted (the server refuses it too).
 */
export function ConvertToGrievanceButton({ entry }: { entry: JournalEntry }) {
  // A grievance left unsaved for this entry (the session ended, the page closed) opens again.
  const [opened, setOpened] = useState(() => {
    const kept = keptPiece(KEPT_GRIEVANCE);
    return isKeptGrievance(kept) && kept.entryId === entry.id && !entry.isGrievance;
  });
  if (entry.isGrievance) {
    return (
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={`/my-grievances?entry=${encodeURIComponent(entry.id)}`}
        leftSection={<IconFileDescription size={14} />}
      >
        View Grievance
      </Button>
    );
  }
  const closed = entry.isClosed || entry.status === 'closed';
  return (
    <>
      <Button size="xs" variant="light" color="red" leftSection={<IconGavel size={14} />} onClick={() => setOpened(true)} disabled={closed}>
        Convert to Grievance
      </Button>
      {opened && <ConvertToGrievanceDialog entry={entry} onClose={() => setOpened(false)} />}
    </>
  );
}
