import { Badge, Group, Text } from '@mantine/core';
import { type CaseDeadline, describeDeadline } from '@union/rules/cases';

interface Props {
  deadline: CaseDeadline | null | undefined;
  overdue: boolean;
  /** Today's date in the reader's own time zone, YYYY-MM-DD. */
  today: string;
  size?: 'xs' | 'sm' | 'md';
}

/** The next deadline in plain words, with a red 'Overdue' badge once its last day has passed. */
export function DeadlineLine({ deadline, overdue, today, size = 'sm' }: Props) {
  if (!deadline) {
    return (
      <Text size={size} c="dimmed">
        No deadline running
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {overdue && (
        <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
          Overdue
        </Badge>
      )}
      <Text size={size} c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined} miw={0} style={{ overflowWrap: 'anywhere' }}>
        {describeDeadline(deadline, today)}
      </Text>
    </Group>
  );
}
