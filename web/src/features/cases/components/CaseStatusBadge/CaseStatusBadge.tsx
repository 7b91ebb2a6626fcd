import { Badge, type MantineColor } from '@mantine/core';
import type { GrievanceStatus } from '@union/rules/constants';
import { GRIEVANCE_STATUS_LABELS } from '@union/rules/grievances';

const COLORS: Record<GrievanceStatus, MantineColor> = {
  draft: 'gray',
  submitted: 'blue',
  in_progress: 'yellow',
  resolved: 'green',
  closed: 'dark',
};

/** The case's status in the member's words; the light variant reads in both themes, and never shrinks to 'S...'. */
export function CaseStatusBadge({ status }: { status: GrievanceStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {GRIEVANCE_STATUS_LABELS[status]}
    </Badge>
  );
}
