import { Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { storagePercent, storageUsedText } from '@union/rules/storage';
import { useStorageUsage } from '../../api/useStorageUsage';

/** From this share of the quota on, the member is warned before an upload is refused. */
const NEARLY_FULL_PERCENT = 90;

export const STORAGE_HELP = 'Your meeting recordings and the photos of your journal entries, grievances and meetings count toward it.';
export const STORAGE_FULL_HINT =
  'Your storage is full: new recordings and photos cannot be saved. Delete recordings or photos you no longer need, or ask your union local for more space.';
export const STORAGE_NEARLY_FULL_HINT =
  'Your storage is nearly full. Delete recordings or photos you no longer need, or ask your union local for more space.';

/** The member's storage as used / total, with a bar (its label and value text say the same for screen readers). */
export function StorageUsageCard() {
  const { data, error } = useStorageUsage();
  const usage = data?.storageUsage;
  const percent = usage ? storagePercent(usage.usedBytes, usage.quotaBytes) : 0;
  const full = !!usage && usage.usedBytes >= usage.quotaBytes;
  const nearlyFull = !full && percent >= NEARLY_FULL_PERCENT;
  const usedText = usage ? `${storageUsedText(usage.usedBytes, usage.quotaBytes)} used` : '';
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        Storage
      </Title>
      {usage ? (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Storage: {usedText}
          </Text>
          <Progress.Root size="lg" radius="xl">
            <Progress.Section
              value={percent}
              color={full ? 'red' : nearlyFull ? 'orange' : 'union'}
              withAria={false}
              role="progressbar"
              aria-label="Storage used"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
              aria-valuetext={usedText}
            />
          </Progress.Root>
          {full || nearlyFull ? (
            <Text size="sm" c={full ? 'red' : 'orange.8'} role="status">
              {full ? STORAGE_FULL_HINT : STORAGE_NEARLY_FULL_HINT}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {STORAGE_HELP}
          </Text>
        </Stack>
      ) : error ? (
        <Text size="sm" c="dimmed">
          Your storage use could not be loaded. Please try again later.
        </Text>
      ) : (
        <Skeleton height={40} aria-label="Loading storage use" />
      )}
    </Card>
  );
}
