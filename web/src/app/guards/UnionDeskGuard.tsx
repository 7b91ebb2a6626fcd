import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/lib/session';

/**
 * Mirrors the server's rule for the Union Desk: shop stewards and officers (administrators) work cases; other members
 * are refused here, and the server refuses their calls regardless (403).
 */
export function UnionDeskGuard() {
  const { user, loading } = useCurrentUser();
  if (loading) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading...</Text>
        </Stack>
      </Center>
    );
  }
  if (!user) {
    return (
      <Alert color="red" icon={<IconLock />} title="Access Denied" maw={560} mx="auto" mt="xl">
        Please log in to access this page.
      </Alert>
    );
  }
  if (!user.isSteward && !user.isAdmin && !user.isSuperAdmin) {
    return (
      <Alert color="orange" icon={<IconLock />} title="Steward Access Required" maw={560} mx="auto" mt="xl">
        You need to be a shop steward or an officer to open the Union Desk.
      </Alert>
    );
  }
  return <Outlet />;
}
