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

/** The status's label. The light variant: its text is the colour's darkest shade (lightest in the dark theme), readable in both. */
export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return (
    // Never squeezed to 'D...' beside a long title on a phone.
    <Badge variant="light" color={COLORS[status]} style={{ flexShrink: 0 }}>
      {GRIEVANCE_STATUS_LABELS[status]}
    </Badge>
  );
}
