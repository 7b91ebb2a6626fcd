import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { departmentOptions } from '@union/rules/stewards';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useCurrentUser } from '@/lib/session';
import { useAllStewards } from '../../api/useManageStewards';
import { type MemberListFilters, useMembers } from '../../api/useMembers';
import { MemberDrawer } from '../MemberDrawer/MemberDrawer';
import { MemberFilters, NO_MEMBER_FILTERS } from '../MemberFilters/MemberFilters';
import { MemberList } from '../MemberList/MemberList';

/** Member Management's Members tab: find a member, open them, change their roles, steward record and access. */
export function MembersPanel() {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { user } = useCurrentUser();
  const [filters, setFilters] = useState<MemberListFilters>(NO_MEMBER_FILTERS);
  // The list is asked for once typing pauses, not at every key.
  const [search] = useDebouncedValue(filters.search, 300);
  const { members, connection, loading, error, more } = useMembers({ ...filters, search });
  const stewardsQuery = useAllStewards();
  const stewards = stewardsQuery.data?.allShopStewards ?? [];
  const departments = useMemo(() => departmentOptions(stewards), [stewards]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await more();
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="md">
      <MemberFilters filters={filters} onChange={setFilters} departments={departments} />
      {connection && (
        <Text size="sm" c="dimmed" data-testid="member-count" aria-live="polite">
          {connection.totalCount === 1 ? '1 member' : `${connection.totalCount} members`}
        </Text>
      )}
      {loading && !connection ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading members">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={56} radius="md" />
          ))}
        </Stack>
      ) : error && !connection ? (
        <Alert color="red" icon={<IconAlertCircle />} title="Error">
          {errorMessage(error, 'Unable to load members. Please try again later.')}
        </Alert>
      ) : members.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            No members match these filters.
          </Text>
        </Card>
      ) : (
        <>
          <MemberList members={members} compact={phone} onOpen={(m) => setOpenId(m.id)} />
          {connection?.pageInfo.hasNextPage && (
            <Group justify="center">
              <Button variant="default" onClick={loadMore} loading={loadingMore}>
                Show More Members
              </Button>
            </Group>
          )}
        </>
      )}
      {user && (
        <MemberDrawer
          memberId={openId}
          viewer={{ id: user.id, isSuperAdmin: user.isSuperAdmin }}
          stewards={stewards}
          departments={departments}
          onClose={() => setOpenId(null)}
        />
      )}
    </Stack>
  );
}
