import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { mailHref, type PositionBadgeStyle, positionBadgeStyle, shiftLabel, telHref } from '@union/rules/stewards';
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
        <Group gap="xs" mt="auto" grow>
          <Button
            component="a"
            href={telHref(steward.phoneNumber)}
            variant="light"
            size="sm"
            leftSection={<IconPhone size={16} />}
            aria-label={`Call ${steward.name} at ${steward.phoneNumber}`}
          >
            Call
          </Button>
          {steward.email && (
            <Button
              component="a"
              href={mailHref(steward.email)}
              variant="default"
              size="sm"
              leftSection={<IconMail size={16} />}
              aria-label={`Email ${steward.name}`}
              title={steward.email}
            >
              Email
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
