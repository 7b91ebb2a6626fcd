import { Alert, Button, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useDepartments } from '@/lib/departments';
import { useCurrentUser } from '@/lib/session';
import { useAssignableStewards, useCaseQueue } from './api/useCases';
import { CaseFilters } from './components/CaseFilters/CaseFilters';
import { CaseQueueList } from './components/CaseQueueList/CaseQueueList';
import { WorkloadStrip } from './components/WorkloadStrip/WorkloadStrip';
import {
  DEFAULT_QUEUE_FILTERS,
  narrowsQueue,
  QUEUE_PAGE_SIZE,
  type QueueFilters,
  readQueueFilters,
  toCaseQueueFilter,
  writeQueueFilters,
} from './lib/queueFilters';

const casesCount = (total: number) => (total === 1 ? '1 case' : `${total.toLocaleString('en-US')} cases`);

/**
 * The Union Desk's Case Queue (/cases): the cases a steward may take or is working (an officer: every case), with the
 * filters kept in the address, overdue first and then by the next deadline, 25 a page, and the union's workload.
 */
export function CaseQueuePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readQueueFilters(params), [params]);
  const { user } = useCurrentUser();
  const officer = !!user && (user.isAdmin || user.isSuperAdmin);
  const { data, previousData, loading, error } = useCaseQueue(toCaseQueueFilter(filters));
  const { stewards } = useAssignableStewards(!officer);
  const departments = useDepartments();
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  // While the next filter's answer is on its way, the last one stays on screen instead of a flash of skeletons.
  const queue = data?.cases ?? previousData?.cases;

  const change = (next: Partial<QueueFilters>) =>
    setParams(writeQueueFilters({ ...filters, page: 1, ...next }), { replace: !('page' in next) && ('q' in next || 'article' in next) });
  const clear = () => setParams(writeQueueFilters(DEFAULT_QUEUE_FILTERS));
  const narrowed = narrowsQueue(filters);
  const pages = queue ? Math.max(1, Math.ceil(queue.total / QUEUE_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader title="Case Queue" description="Grievances members have submitted: overdue first, then by the next deadline." />
      <Stack gap="md">
        {queue && (
          <WorkloadStrip
            unassigned={queue.unassigned}
            workload={queue.workload}
            onPick={(assigned) => change({ assigned, status: 'open' })}
            // A steward reaches the unassigned cases and their own, not another steward's.
            canPick={(assigned) => officer || assigned === 'none' || assigned === user?.id}
          />
        )}
        <CaseFilters
          filters={filters}
          stepNames={queue?.procedureSteps ?? []}
          stewards={stewards}
          departments={departments}
          onChange={change}
          onClear={clear}
          narrowed={narrowed}
          compact={compact}
        />
        {!queue && loading ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the case queue">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={72} radius="md" />
            ))}
          </Stack>
        ) : error && !data ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Unable to load the case queue">
            The cases could not be loaded. Check your connection and try again.
          </Alert>
        ) : !queue || queue.items.length === 0 ? (
          <Card withBorder radius="md" p="xl">
            <Stack align="center" gap="sm">
              <Text ta="center" c="dimmed">
                {narrowed ? 'No cases match these filters.' : 'No open cases. Grievances members submit will appear here.'}
              </Text>
              {narrowed && (
                <Button variant="light" onClick={clear}>
                  Clear filters
                </Button>
              )}
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" data-testid="case-count" aria-live="polite">
              {casesCount(queue.total)}
              {pages > 1 ? ` · page ${filters.page} of ${pages}` : ''}
            </Text>
            <CaseQueueList items={queue.items} stepNames={queue.procedureSteps} today={queue.today} compact={compact} />
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={Math.min(filters.page, pages)}
                  onChange={(page) => change({ page })}
                  getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                  getControlProps={(control) => ({
                    'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
                  })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </>
  );
}
