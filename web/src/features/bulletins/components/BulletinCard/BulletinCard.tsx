import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { isExpired } from '@union/rules/bulletins';
import { BulletinBadges } from '@/components/BulletinBadges';
import { formatDateTime } from '@/lib/format';
import { type FeedBulletin, useSetBulletinVisibility } from '../../api/useBulletins';
import { DIMMED_CARD_STYLE } from '@/components/dimmedCard';

function SubscribeButton({ bulletin }: { bulletin: FeedBulletin }) {
  const [setVisibility, { loading }] = useSetBulletinVisibility();
  const subscribed = bulletin.hasOptedIn;
  const toggle = async () => {
    try {
      await setVisibility(bulletin.id, !subscribed);
      notifications.show(
        subscribed
          ? { color: 'gray', title: 'Unsubscribed', message: `You will no longer follow "${bulletin.title}".` }
          : { color: 'green', title: 'Subscribed', message: `You are now subscribed to "${bulletin.title}".` },
      );
    } catch {
      notifications.show({ color: 'red', title: 'Failed to update bulletin visibility', message: 'Please try again.' });
    }
  };
  return (
    <Button
      size="xs"
      variant={subscribed ? 'default' : 'light'}
      leftSection={subscribed ? <IconBellOff size={14} /> : <IconBell size={14} />}
      loading={loading}
      onClick={toggle}
    >
      {subscribed ? 'Unsubscribe' : 'Subscribe'}
    </Button>
  );
}

/** One bulletin in the feed: the preview is clipped to 3 lines; an expired one is dimmed. */
export function BulletinCard({ bulletin }: { bulletin: FeedBulletin }) {
  const expired = isExpired(bulletin);
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      style={expired ? DIMMED_CARD_STYLE : undefined}
      data-testid="bulletin-card"
      data-expired={expired || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="md" miw={0} style={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
            {bulletin.title}
          </Title>
          <BulletinBadges bulletin={bulletin} />
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {bulletin.content}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {bulletin.publishedAt ? `Published ${formatDateTime(bulletin.publishedAt)}` : 'Draft: not published yet'}
            {bulletin.expiresAt && ` · ${expired ? 'Expired' : 'Expires'} ${formatDateTime(bulletin.expiresAt)}`}
          </Text>
          {!bulletin.isPublic && <SubscribeButton bulletin={bulletin} />}
        </Group>
      </Stack>
    </Card>
  );
}
