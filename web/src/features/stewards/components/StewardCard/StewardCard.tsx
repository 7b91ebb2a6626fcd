import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconClock, IconPhone } from '@tabler/icons-react';
import { type PositionBadgeStyle, positionBadgeStyle, shiftLabel } from '@union/rules/stewards';
import { ContactButtons } from '@/components/ContactButtons';
import type { Steward } from '../../api/useShopStewards';

// Chief gives the primary style, alternate the secondary, anything else outline.
const BADGE_PROPS: Record<PositionBadgeStyle, { variant: string; color?: string }> = {
  primary: { variant: 'filled', color: 'union' },
  secondary: { variant: 'light', color: 'gray' },
  outline: { variant: 'outline', color: 'gray' },
};

export function StewardCard({ steward }: { steward: Steward }) {
  const style = positionBadgeStyle(steward.position);
  return (
    <Card withBorder radius="md" p="md" data-testid="steward-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="md" lh={1.3} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {steward.name}
          </Title>
          <Badge {...BADGE_PROPS[style]} data-style={style} maw="55%" style={{ flexShrink: 0 }} tt="none" title={steward.position}>
            {steward.position}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <IconBuilding size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {steward.department}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {shiftLabel(steward.shift)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {steward.phoneNumber}
            </Text>
          </Group>
        </Stack>
        <ContactButtons name={steward.name} phoneNumber={steward.phoneNumber} email={steward.email} mt="auto" />
      </Stack>
    </Card>
  );
}
