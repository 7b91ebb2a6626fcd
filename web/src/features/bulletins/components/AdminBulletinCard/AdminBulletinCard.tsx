import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { isExpired } from '@union/rules/bulletins';
import { BulletinBadges } from '@/components/BulletinBadges';
import { formatDateTime } from '@/lib/format';
import type { AdminBulletin } from '../../api/useManageBulletins';
import { CardActionButton } from '@/components/CardActionButton';
import { DIMMED_CARD_STYLE } from '@/components/dimmedCard';

export function AdminBulletinCard({ bulletin, onEdit, onDelete }: { bulletin: AdminBulletin; onEdit: () => void; onDelete: () => void }) {
  const dim = !bulletin.isActive || isExpired(bulletin);
  return (
    <Card withBorder radius="md" p="md" data-testid="admin-bulletin" style={dim ? DIMMED_CARD_STYLE : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="md" miw={0} style={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
            {bulletin.title}
          </Title>
          <BulletinBadges bulletin={bulletin} showActive />
        </Group>
        <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {bulletin.content}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {bulletin.publishedAt ? `Published ${formatDateTime(bulletin.publishedAt)}` : 'Draft'}
            {bulletin.expiresAt ? ` · Expires ${formatDateTime(bulletin.expiresAt)}` : ' · Permanent'}
          </Text>
          <Group gap="xs">
            <CardActionButton label="Edit" subject={bulletin.title} icon={IconEdit} onClick={onEdit} />
            <CardActionButton label="Delete" subject={bulletin.title} icon={IconTrash} color="red" onClick={onDelete} />
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
