import { Button } from '@mantine/core';
import { IconFileDescription, IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { JournalEntry } from '../../api/useJournal';
import { ConvertToGrievanceDialog } from '../ConvertToGrievanceDialog/ConvertToGrievanceDialog';

/**
 * Convert to Grievance on an entry card. A converted entry links to its grievance under My Grievances
 * instead; a closed entry cannot be converted (the server refuses it too).
 */
export function ConvertToGrievanceButton({ entry }: { entry: JournalEntry }) {
  const [opened, setOpened] = useState(false);
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
