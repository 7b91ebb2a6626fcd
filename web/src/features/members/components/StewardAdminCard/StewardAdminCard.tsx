import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconUserOff, IconUserCheck } from '@tabler/icons-react';
import { shiftLabel } from '@union/rules/stewards';
import type { AdminSteward } from '../../api/useManageStewards';
import { CardActionButton } from '@/components/CardActionButton';
import { DIMMED_CARD_STYLE } from '@/components/dimmedCard';

interface Props {
  steward: AdminSteward;
  onEdit: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}

export function StewardAdminCard({ steward, onEdit, onDeactivate, onReactivate }: Props) {
  return (
    <Card withBorder radius="md" p="md" data-testid="admin-steward" style={steward.isActive ? undefined : DIMMED_CARD_STYLE}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 240px' }} miw={0}>
          <Group gap="xs">
            <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
              {steward.name}
            </Text>
            <Badge variant="light" tt="none" maw="100%" title={steward.position}>
              {steward.position}
            </Badge>
            {!steward.isActive && (
              <Badge color="gray" variant="outline">
                Inactive
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {steward.department} · {shiftLabel(steward.shift)} · {steward.phoneNumber}
            {steward.email ? ` · ${steward.email}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <CardActionButton label="Edit" subject={steward.name} icon={IconEdit} onClick={onEdit} />
          {steward.isActive ? (
            <CardActionButton label="Deactivate" subject={steward.name} icon={IconUserOff} color="red" onClick={onDeactivate} />
          ) : (
            <CardActionButton label="Reactivate" subject={steward.name} icon={IconUserCheck} color="green" onClick={onReactivate} />
          )}
        </Group>
      </Group>
    </Card>
  );
}
