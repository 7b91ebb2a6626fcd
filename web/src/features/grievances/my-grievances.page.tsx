import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileDescription } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { InitiateMeetingButton } from '@/components/InitiateMeetingButton';
import { MyGrievancesTabs } from '@/components/MyGrievancesTabs';
import { PageHeader } from '@/components/PageHeader';
import { useGrievances } from './api/useGrievances';
import { GrievanceCard } from './components/GrievanceCard/GrievanceCard';

const countLine = (n: number) => `You have ${n} ${n === 1 ? 'grievance' : 'grievances'}.`;

/** My Grievances (/my-grievances). `?entry=<id>` (a converted entry's link) opens that entry's grievance. */
export function MyGrievancesPage() {
  const { grievances, loading, error } = useGrievances();
  const [params] = useSearchParams();
  const fromEntry = params.get('entry');
  const linked = fromEntry ? grievances.find((g) => g.journalEntryId === fromEntry) : undefined;

  useEffect(() => {
    if (linked) document.getElementById(`grievance-${linked.id}`)?.scrollIntoView({ block: 'start' });
  }, [linked]);

  return (
    <>
      <PageHeader
        title="My Grievances"
        description="The grievances you have filed, with their evidence."
        actions={<InitiateMeetingButton />}
      />
      <MyGrievancesTabs active="grievances">
        {loading ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading grievances">
            {[0, 1].map((i) => (
              <Skeleton key={i} h={180} radius="md" data-testid="grievance-skeleton" />
            ))}
          </Stack>
        ) : error ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Error Loading Grievances">
            Unable to load your grievances. Please try again later.
          </Alert>
        ) : grievances.length === 0 ? (
          <Card withBorder radius="md" p="xl">
            <Stack align="center" gap="xs" ta="center">
              <IconFileDescription size={36} stroke={1.5} aria-hidden />
              <Title order={2} fz="lg">
                No Grievances Yet
              </Title>
              <Text size="sm" c="dimmed" maw={440}>
                A grievance starts from your Workplace Journal: write down what happened, then use Convert to Grievance on the entry.
              </Text>
              <Button component={Link} to="/grievances">
                Go to Workplace Journal
              </Button>
            </Stack>
          </Card>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" data-testid="grievance-count">
              {countLine(grievances.length)}
            </Text>
            {grievances.map((g) => (
              <div key={g.id} id={`grievance-${g.id}`} style={{ scrollMarginTop: 80 }}>
                <GrievanceCard grievance={g} initiallyOpen={g.id === linked?.id} />
              </div>
            ))}
          </Stack>
        )}
      </MyGrievancesTabs>
    </>
  );
}
