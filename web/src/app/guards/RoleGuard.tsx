import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Outlet } from 'react-router-dom';
import type { CurrentUserFieldsFragment } from '@/gql/shell/graphql';
import { useCurrentUser } from '@/lib/session';

interface Props {
  /** Who may open the pages behind the guard. */
  allows: (user: CurrentUserFieldsFragment) => boolean;
  /** What a signed-in member without that role is told. */
  refusal: { title: string; text: string };
}

/**
 * The pages of one role: mirrors the server's rule (the server refuses the calls regardless, 403). While the member
 * is loading, 'Loading...'; nobody signed in, 'Access Denied'; another role, the guard's own refusal.
 */
export function RoleGuard({ allows, refusal }: Props) {
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
  if (!allows(user)) {
    return (
      <Alert color="orange" icon={<IconLock />} title={refusal.title} maw={560} mx="auto" mt="xl">
        {refusal.text}
      </Alert>
    );
  }
  return <Outlet />;
}
