import type { CSSProperties } from 'react';

/**
 * How a card that is no longer current (an expired or inactive bulletin, an inactive steward) looks set back: a dashed
 * border on a muted background. Not opacity, which fades its text and badges under WCAG's 4.5:1.
 */
export const DIMMED_CARD_STYLE: CSSProperties = {
  borderStyle: 'dashed',
  backgroundColor: 'var(--mantine-color-default-hover)',
};
