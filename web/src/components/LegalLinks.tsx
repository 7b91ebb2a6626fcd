import { Anchor, Group, type GroupProps } from '@mantine/core';
import { Link } from 'react-router-dom';

/** At least 24 px high, the smallest target WCAG 2.2 allows for a link that is not inside a sentence. */
export const TARGET = { display: 'inline-block', py: 4 } as const;

/** Terms and Privacy Policy, wherever the product shows its legal links. */
export function LegalLinks(props: GroupProps) {
  return (
    <Group gap="md" {...props}>
      <Anchor component={Link} to="/terms" size="xs" {...TARGET}>
        Terms
      </Anchor>
      <Anchor component={Link} to="/privacy" size="xs" {...TARGET}>
        Privacy Policy
      </Anchor>
    </Group>
  );
}
