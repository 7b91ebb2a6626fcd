import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { CaseQueue } from '../../api/useCases';

interface Props {
  unassigned: number;
  workload: CaseQueue['workload'];
  /** Narrows the queue to one steward's cases ('none' for the unassigned ones). */
  onPick: (assigned: string) => void;
  /** Whose cases the reader may list: a steward reaches only the unassigned ones and their own. */
  canPick: (assigned: string) => boolean;
}

function Count({ label, count, onPick }: { label: string; count: number; onPick?: () => void }) {
  const content = (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Badge variant="light" color="gray" circle={count < 10}>
        {count}
      </Badge>
    </Group>
  );
  if (!onPick) return content;
  return (
    // Named by what it shows (WCAG 2.5.3): the title says what a tap does.
    <UnstyledButton
      onClick={onPick}
      title={`Show the ${label === 'Unassigned' ? 'unassigned cases' : `cases of ${label}`}`}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {content}
    </UnstyledButton>
  );
}

/** The union's workload at a glance: open cases nobody has taken, and each steward's open cases. */
export function WorkloadStrip({ unassigned, workload, onPick, canPick }: Props) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="workload">
      <Group gap="lg">
        <Text size="sm" fw={700}>
          Open cases
        </Text>
        <Count label="Unassigned" count={unassigned} onPick={canPick('none') ? () => onPick('none') : undefined} />
        {workload.map(({ steward, openCases }) => (
          <Count
            key={steward.userId}
            label={steward.name}
            count={openCases}
            onPick={canPick(steward.userId) ? () => onPick(steward.userId) : undefined}
          />
        ))}
        {workload.length === 0 && (
          <Text size="sm" c="dimmed">
            No steward has an open case yet.
          </Text>
        )}
      </Group>
    </Paper>
  );
}
