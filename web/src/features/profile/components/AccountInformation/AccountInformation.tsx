import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { EMPLOYMENT_STATUS_LABELS } from '@union/rules/constants';
import type { CurrentUser } from '@/lib/session';

export const STATUS_NOTES = {
  full_time: 'Eligible for full benefits and contract provisions',
  part_time: 'Subject to part-time specific contract provisions',
} as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {children}
      </Text>
    </Group>
  );
}

export function AccountInformation({ user }: { user: CurrentUser }) {
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        Account Information
      </Title>
      <Stack gap="sm">
        <Row label="Username">{user.username}</Row>
        <Row label="Employee number">{user.employeeNumber}</Row>
        <Row label="Employment status">
          <Badge variant="light" color={user.employmentStatus === 'part_time' ? 'grape' : 'union'}>
            {EMPLOYMENT_STATUS_LABELS[user.employmentStatus]}
          </Badge>
        </Row>
        <Text size="xs" c="dimmed" data-testid="status-note">
          {STATUS_NOTES[user.employmentStatus]}
        </Text>
      </Stack>
    </Card>
  );
}
