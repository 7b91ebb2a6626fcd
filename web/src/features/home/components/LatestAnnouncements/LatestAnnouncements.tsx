import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconSpeakerphone } from '@tabler/icons-react';
import { ANNOUNCEMENT_LIMIT, announcementPreview, selectAnnouncements } from '@union/rules/bulletinDisplay';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { BulletinBadges } from '@/components/BulletinBadges';
import { formatDate } from '@/lib/format';
import { useHomeAnnouncements } from '../../api/useHomeAnnouncements';

/** One line of placeholder exactly as tall as the text it stands for (its font size and line height). */
function SkeletonLine({ size, width, heading }: { size: string; width: string; heading?: boolean }) {
  return (
    <Skeleton w={width}>
      {heading ? (
        <Title order={3} fz={size}>
          {'\u00a0'}
        </Title>
      ) : (
        <Text size={size}>{'\u00a0'}</Text>
      )}
    </Skeleton>
  );
}

// The final card's rows: title, date, a 200-character preview (four lines on a phone), Read More. Placeholders of
// the same heights keep the cards below from jumping when the bulletins arrive (layout shift).
function AnnouncementSkeleton() {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs">
        <SkeletonLine heading size="md" width="60%" />
        <SkeletonLine size="xs" width="30%" />
        <Stack gap={0}>
          <SkeletonLine size="sm" width="100%" />
          <SkeletonLine size="sm" width="100%" />
          <SkeletonLine size="sm" width="100%" />
          <SkeletonLine size="sm" width="70%" />
        </Stack>
        <SkeletonLine size="sm" width="25%" />
      </Stack>
    </Card>
  );
}

/**
 * The Home screen's latest announcements: up to 2 active, published, unexpired bulletins, newest
 * first, each cut at 200 characters with Read More. A skeleton while loading; nothing at all on error or when empty.
 */
export function LatestAnnouncements() {
  const { data, loading, error } = useHomeAnnouncements();
  const announcements = useMemo(() => selectAnnouncements(data?.bulletins ?? []), [data]);

  if (loading && !data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading announcements" data-testid="announcements-loading">
        <Skeleton w={220}>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
            {'\u00a0'}
          </Title>
        </Skeleton>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <AnnouncementSkeleton />
          <AnnouncementSkeleton />
        </SimpleGrid>
        {/* The View All button shown under two announcements (the usual case). */}
        <Skeleton h={36} w={280} style={{ alignSelf: 'center' }} />
      </Stack>
    );
  }
  if (error || announcements.length === 0) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-announcements">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconSpeakerphone size={22} color="var(--mantine-color-union-6)" aria-hidden />
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id="latest-announcements">
            Latest Announcements
          </Title>
        </Group>
        <Anchor component={Link} to="/bulletins" size="sm" style={{ whiteSpace: 'nowrap' }}>
          View All
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {announcements.map((a) => {
          const preview = announcementPreview(a.content);
          return (
            <Card key={a.id} withBorder radius="md" p="md" data-testid="announcement">
              <Stack gap="xs" h="100%">
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Title order={3} fz="md" miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {a.title}
                  </Title>
                  <BulletinBadges bulletin={{ ...a, isPublic: true }} />
                </Group>
                {a.publishedAt && (
                  <Text size="xs" c="dimmed">
                    {formatDate(a.publishedAt)}
                  </Text>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {preview.text}
                </Text>
                {preview.truncated && (
                  <Anchor component={Link} to="/bulletins" size="sm" mt="auto">
                    Read More
                  </Anchor>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {announcements.length === ANNOUNCEMENT_LIMIT && (
        <Button
          component={Link}
          to="/bulletins"
          variant="light"
          rightSection={<IconArrowRight size={16} />}
          style={{ alignSelf: 'center' }}
        >
          View All Bulletins & Announcements
        </Button>
      )}
    </Stack>
  );
}
