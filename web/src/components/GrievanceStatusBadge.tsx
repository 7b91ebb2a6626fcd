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

/**
 * A grievance's status in the member's words, the same on My Grievances and the Union Desk. The light variant: its
 * text is the colour's darkest shade (lightest in the dark theme), readable in both; never squeezed to 'S...' beside
 * a long title on a phone.
 */
export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {GRIEVANCE_STATUS_LABELS[status]}
    </Badge>
  );
}
