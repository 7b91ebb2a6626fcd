import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconAlertCircle,
  IconCalendarEvent,
  IconChevronRight,
  IconMailCheck,
  IconNews,
  IconUsers,
  IconUserStar,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useAdminOverview } from './api/useAdmin';
import { RepresentationSettings } from './components/RepresentationSettings/RepresentationSettings';

function Stat({ label, value, detail, to, icon }: { label: string; value: number; detail?: string; to: string; icon: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md" component={Link} to={to} data-testid={`stat-${label}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={30} fw={700} lh={1.1}>
            {value}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" size={40} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

const TOOLS = [
  { to: '/admin/bulletins', label: 'Bulletin Management', text: 'Create, edit and delete bulletins', icon: <IconNews size={20} /> },
  { to: '/admin/allowlist', label: 'Email Allowlist', text: 'Control who may register', icon: <IconMailCheck size={20} /> },
  { to: '/admin/members', label: 'Member Management', text: 'Manage members and the shop steward roster', icon: <IconUsers size={20} /> },
  { to: '/admin/training', label: 'Training Schedule', text: 'Training sessions (coming soon)', icon: <IconCalendarEvent size={20} /> },
];

export function AdminPanelPage() {
  const { data, loading, error } = useAdminOverview();
  const o = data?.adminOverview;
  return (
    <>
      <PageHeader title="Admin Panel" description="An overview of the local's data, and the administrators' tools." />
      <Stack gap="xl">
        {loading && !o ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-busy="true" aria-label="Loading overview">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={104} radius="md" />
            ))}
          </SimpleGrid>
        ) : error && !o ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Error">
            Unable to load the overview. Please try again.
          </Alert>
        ) : o ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Stat
              label="Members"
              value={o.members}
              detail={`${o.administrators} administrator${o.administrators === 1 ? '' : 's'}`}
              to="/admin/members"
              icon={<IconUsers size={22} />}
            />
            <Stat label="Active Stewards" value={o.activeStewards} to="/admin/members?tab=roster" icon={<IconUserStar size={22} />} />
            <Stat label="Active Bulletins" value={o.activeBulletins} to="/admin/bulletins" icon={<IconNews size={22} />} />
            <Stat
              label="Allowlisted Emails"
              value={o.allowlistedEmails}
              detail={`${o.activeAllowlistedEmails} active`}
              to="/admin/allowlist"
              icon={<IconMailCheck size={22} />}
            />
          </SimpleGrid>
        ) : null}

        <RepresentationSettings />

        <Stack gap="sm">
          <Title order={2} fz="lg">
            Admin Tools
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TOOLS.map((t) => (
              <UnstyledButton key={t.to} component={Link} to={t.to}>
                <Card withBorder radius="md" p="md">
                  <Group wrap="nowrap">
                    <ThemeIcon variant="light" size={36}>
                      {t.icon}
                    </ThemeIcon>
                    <Stack gap={0} style={{ flex: 1 }}>
                      <Text fw={600}>{t.label}</Text>
                      <Text size="sm" c="dimmed">
                        {t.text}
                      </Text>
                    </Stack>
                    <IconChevronRight size={18} />
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </>
  );
}
