import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPhoneCall, IconUsers } from '@tabler/icons-react';
import {
  departmentOptions,
  filterStewards,
  hasActiveFilters,
  NO_STEWARD_FILTERS,
  shiftOptions,
  stewardCountText,
  telHref,
} from '@union/rules/stewards';
import { type ReactNode, useMemo, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { useShopStewards } from './api/useShopStewards';
import { StewardCard } from './components/StewardCard/StewardCard';
import { StewardFilters } from './components/StewardFilters/StewardFilters';

/** The emergency contact note's placeholder number, until the local sets its own. */
export const EMERGENCY_PHONE = '(555) 123-4567';
const SKELETONS = 6;

function StewardSkeleton() {
  return (
    <Card withBorder radius="md" p="md" data-testid="steward-skeleton">
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton h={18} w="55%" />
          <Skeleton h={18} w={80} radius="xl" />
        </Group>
        <Skeleton h={12} w="40%" />
        <Skeleton h={12} w="35%" />
        <Skeleton h={34} mt="xs" />
      </Stack>
    </Card>
  );
}

export function StewardsPage() {
  const { stewards, loading, error } = useShopStewards();
  const [filters, setFilters] = useState(NO_STEWARD_FILTERS);
  const departments = useMemo(() => departmentOptions(stewards), [stewards]);
  const shifts = useMemo(() => shiftOptions(stewards), [stewards]);
  const shown = useMemo(() => filterStewards(stewards, filters), [stewards, filters]);
  const filtered = hasActiveFilters(filters);

  let body: ReactNode;
  if (loading) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading shop stewards">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <StewardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  } else if (error) {
    body = (
      <Alert color="red" icon={<IconAlertCircle />} title="Error">
        Unable to load shop steward directory. Please try again later.
      </Alert>
    );
  } else if (shown.length === 0) {
    body = (
      <Card withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconUsers size={36} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text c="dimmed">{filtered ? 'No shop stewards match your search criteria.' : 'No shop stewards found.'}</Text>
        </Stack>
      </Card>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((s) => (
          <StewardCard key={s.id} steward={s} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader title="Shop Steward Directory" description="Find and contact the union representatives for your department and shift." />
      <Stack gap="md">
        <StewardFilters filters={filters} onChange={setFilters} departments={departments} shifts={shifts} />
        {!loading && !error && (
          <Text size="sm" c="dimmed" data-testid="steward-count">
            {stewardCountText(shown.length, stewards.length, filtered)}
          </Text>
        )}
        {body}
        <Alert color="orange" variant="light" icon={<IconPhoneCall />} title="Emergency Union Contact">
          For urgent matters outside regular hours, or if you cannot reach a steward, call the union hall's emergency line at{' '}
          <Anchor href={telHref(EMERGENCY_PHONE)} c="inherit" fw={700} underline="always" style={{ whiteSpace: 'nowrap' }}>
            {EMERGENCY_PHONE}
          </Anchor>
          .
        </Alert>
      </Stack>
    </>
  );
}
