import { Alert, Badge, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconNews } from '@tabler/icons-react';
import { PageHeader } from '@/components/PageHeader';
import { useFeedBulletins } from './api/useBulletins';
import { BulletinCard } from './components/BulletinCard/BulletinCard';

function FeedSkeleton() {
  return (
    <Card withBorder radius="md" p="md" data-testid="bulletin-skeleton">
      <Stack gap="xs">
        <Skeleton h={18} w="60%" />
        <Skeleton h={12} />
        <Skeleton h={12} />
        <Skeleton h={12} w="80%" />
      </Stack>
    </Card>
  );
}

export function BulletinsPage() {
  const { bulletins, loading, error } = useFeedBulletins();
  return (
    <>
      <PageHeader
        title="Bulletins"
        description="News and announcements from your local. Subscribe to private bulletins to follow them."
        badge={
          !loading && !error ? (
            <Badge size="lg" variant="light" aria-label={`${bulletins.length} bulletins`} data-testid="bulletin-count">
              {bulletins.length}
            </Badge>
          ) : undefined
        }
      />
      {loading ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading bulletins">
          <FeedSkeleton />
          <FeedSkeleton />
          <FeedSkeleton />
        </Stack>
      ) : error ? (
        <Alert color="red" icon={<IconAlertCircle />} title="Failed to load bulletins">
          Please try again.
        </Alert>
      ) : bulletins.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap={4} ta="center">
            <IconNews size={36} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={600}>No bulletins available</Text>
            <Text size="sm" c="dimmed">
              Check back later for union announcements and updates
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md">
          {bulletins.map((b) => (
            <BulletinCard key={b.id} bulletin={b} />
          ))}
        </Stack>
      )}
    </>
  );
}
