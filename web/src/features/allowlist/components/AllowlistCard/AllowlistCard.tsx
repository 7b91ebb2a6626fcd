import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconTrash } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import { CardActionButton } from '@/components/CardActionButton';
import type { AllowlistEntry } from '../../api/useAllowlist';

export function AllowlistCard({ entry, onRemove }: { entry: AllowlistEntry; onRemove: () => void }) {
  const by = entry.addedByUser;
  return (
    <Card withBorder radius="md" p="md" data-testid="allowlist-entry">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600} truncate="end">
              {entry.email}
            </Text>
            <Badge color={entry.isActive ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {entry.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Added {formatDate(entry.addedAt)}
            {by ? ` by ${by.firstName} ${by.lastName} (#${by.employeeNumber})` : ''}
          </Text>
        </Stack>
        <CardActionButton label="Remove" subject={entry.email} icon={IconTrash} color="red" onClick={onRemove} />
      </Group>
    </Card>
  );
}
