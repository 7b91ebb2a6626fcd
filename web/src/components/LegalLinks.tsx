import { Anchor, Group, type GroupProps } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Terms and Privacy Policy, wherever the product shows its legal links. */
export function LegalLinks(props: GroupProps) {
  return (
    <Group gap="md" {...props}>
      <Anchor component={Link} to="/terms" size="xs">
        Terms
      </Anchor>
      <Anchor component={Link} to="/privacy" size="xs">
        Privacy Policy
      </Anchor>
    </Group>
  );
}
