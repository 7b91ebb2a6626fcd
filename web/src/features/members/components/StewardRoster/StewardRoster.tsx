import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { departmentOptions } from '@union/rules/stewards';
import { useMemo, useState } from 'react';
import { errorCode, fieldErrors } from '@/lib/errors';
import { type AdminSteward, useAllStewards, useCreateSteward, useDeactivateSteward, useUpdateSteward } from '../../api/useManageStewards';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { StewardAdminCard } from '../StewardAdminCard/StewardAdminCard';
import { StewardFormDialog, type StewardFormValues } from '../StewardFormDialog/StewardFormDialog';

const toInput = (v: StewardFormValues) => ({
  name: v.name.trim(),
  position: v.position.trim(),
  department: v.department.trim(),
  shift: v.shift,
  phoneNumber: v.phoneNumber.trim(),
  email: v.email.trim() || null,
  isActive: v.isActive,
});

function failed(error: unknown) {
  notifications.show({ color: 'red', title: 'Failed to save shop steward', message: 'Please try again.' });
  return errorCode(error) === 'BAD_USER_INPUT' ? fieldErrors(error) : undefined;
}

/**
 * Member Management's Steward Roster tab: the shop steward records behind the directory members see. Add, edit,
 * deactivate and reactivate.
 */
export function StewardRoster() {
  const { data, loading, error } = useAllStewards();
  const [create, createState] = useCreateSteward();
  const [update, updateState] = useUpdateSteward();
  const [deactivate, deactivateState] = useDeactivateSteward();
  const [editing, setEditing] = useState<AdminSteward | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminSteward | null>(null);
  const stewards = data?.allShopStewards ?? [];
  const departments = useMemo(() => departmentOptions(stewards), [stewards]);
  const activeCount = stewards.filter((s) => s.isActive).length;

  const save = async (values: StewardFormValues) => {
    try {
      if (editing === 'new') {
        await create({ variables: { input: toInput(values) } });
        notifications.show({ color: 'green', title: 'Steward Added', message: `${values.name.trim()} is now in the directory.` });
      } else if (editing) {
        await update({ variables: { id: editing.id, input: toInput(values) } });
        notifications.show({ color: 'green', title: 'Steward Updated', message: `${values.name.trim()} has been updated.` });
      }
      setEditing(null);
      return undefined;
    } catch (e) {
      return failed(e);
    }
  };

  const reactivate = async (s: AdminSteward) => {
    try {
      await update({ variables: { id: s.id, input: { isActive: true } } });
      notifications.show({ color: 'green', title: 'Steward Reactivated', message: `${s.name} is back in the directory.` });
    } catch (e) {
      failed(e);
    }
  };

  const confirmDeactivate = async () => {
    if (!retiring) return;
    try {
      await deactivate({ variables: { id: retiring.id } });
      notifications.show({
        color: 'green',
        title: 'Steward Deactivated',
        message: `${retiring.name} is no longer listed in the directory.`,
      });
    } catch (e) {
      failed(e);
    }
    setRetiring(null);
  };

  return (
    <>
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={0}>
            <Title order={2} fz="lg">
              Shop Stewards
            </Title>
            {data && (
              <Text size="sm" c="dimmed" data-testid="steward-admin-count">
                {activeCount} active of {stewards.length}
              </Text>
            )}
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add Steward
          </Button>
        </Group>
        {loading && !data ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading shop stewards">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={72} radius="md" />
            ))}
          </Stack>
        ) : error && !data ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Error">
            Unable to load shop steward directory. Please try again later.
          </Alert>
        ) : stewards.length === 0 ? (
          <Card withBorder radius="md" p="xl">
            <Text ta="center" c="dimmed">
              No shop stewards found.
            </Text>
          </Card>
        ) : (
          <Stack gap="sm">
            {stewards.map((s) => (
              <StewardAdminCard
                key={s.id}
                steward={s}
                onEdit={() => setEditing(s)}
                onDeactivate={() => setRetiring(s)}
                onReactivate={() => reactivate(s)}
              />
            ))}
          </Stack>
        )}
      </Stack>

      {editing && (
        <StewardFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          opened
          steward={editing === 'new' ? null : editing}
          departments={departments}
          saving={createState.loading || updateState.loading}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={retiring !== null}
        title="Deactivate Steward"
        confirmLabel="Deactivate"
        loading={deactivateState.loading}
        onConfirm={confirmDeactivate}
        onClose={() => setRetiring(null)}
      >
        Remove {retiring?.name} from the Shop Steward Directory? The record is kept and can be reactivated.
      </ConfirmDialog>
    </>
  );
}
