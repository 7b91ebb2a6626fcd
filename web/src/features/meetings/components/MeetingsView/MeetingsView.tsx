import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMicrophone } from '@tabler/icons-react';
import { InitiateMeetingButton } from '@/components/InitiateMeetingButton';
import { useGrievanceChoices, useMeetings } from '../../api/useMeetings';
import { MeetingCard } from '../MeetingCard/MeetingCard';

/** The member's documented meetings, newest first (a tab of My Grievances). */
export function MeetingsView() {
  const { meetings, loading, error } = useMeetings();
  const attached = meetings.some((m) => m.grievanceId);
  const { grievances } = useGrievanceChoices(!attached);
  const titles = new Map(grievances.map((g) => [g.id, g.title]));

  if (loading) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading meetings">
        {[0, 1].map((i) => (
          <Skeleton key={i} h={200} radius="md" />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error Loading Meetings">
        Unable to load your meetings. Please try again later.
      </Alert>
    );
  }
  if (meetings.length === 0) {
    return (
      <Card withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconMicrophone size={36} stroke={1.5} aria-hidden />
          <Title order={2} fz="lg">
            No Meetings Yet
          </Title>
          <Text size="sm" c="dimmed" maw={440}>
            Called into a meeting that could lead to discipline? Document it: your rights, who was there, notes and a recording.
          </Text>
          <InitiateMeetingButton />
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="meeting-count">
        You have {meetings.length} {meetings.length === 1 ? 'meeting' : 'meetings'}.
      </Text>
      {meetings.map((m) => (
        <MeetingCard key={m.id} meeting={m} grievanceTitle={m.grievanceId ? titles.get(m.grievanceId) : undefined} />
      ))}
    </Stack>
  );
}
