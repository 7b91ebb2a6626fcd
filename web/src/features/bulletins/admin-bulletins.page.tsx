import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import type { BulletinType } from '@/gql/graphql';
import { errorCode, fieldErrors } from '@/lib/errors';
import { type AdminBulletin, useAdminBulletins, useCreateBulletin, useDeleteBulletin, useUpdateBulletin } from './api/useManageBulletins';
import { AdminBulletinCard } from './components/AdminBulletinCard/AdminBulletinCard';
import { type BulletinFormValues, BulletinFormDialog, fromLocalInput } from './components/BulletinFormDialog/BulletinFormDialog';
import { ConfirmDialog } from '@/components/ConfirmDialog';

const toInput = (v: BulletinFormValues) => ({
  title: v.title.trim(),
  content: v.content.trim(),
  type: v.type as BulletinType,
  isPublic: v.isPublic,
  isActive: v.isActive,
  draft: v.draft,
  publishedAt: v.draft ? null : fromLocalInput(v.publishedAt),
  expiresAt: fromLocalInput(v.expiresAt),
});

/** A 'Please try again.' toast, and the refusal's field errors when the form can show them under its fields. */
function failure(error: unknown, title: string): Record<string, string> | undefined {
  notifications.show({ color: 'red', title, message: 'Please try again.' });
  return errorCode(error) === 'BAD_USER_INPUT' ? fieldErrors(error) : undefined;
}

export function BulletinManagementPage() {
  const { data, loading, error } = useAdminBulletins();
  const [create, createState] = useCreateBulletin();
  const [update, updateState] = useUpdateBulletin();
  const [remove, removeState] = useDeleteBulletin();
  const [editing, setEditing] = useState<AdminBulletin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBulletin | null>(null);
  const bulletins = data?.bulletins ?? [];

  const save = async (values: BulletinFormValues) => {
    if (editing === 'new') {
      try {
        await create({ variables: { input: toInput(values) } });
        notifications.show({ color: 'green', title: 'Bulletin Created', message: 'The bulletin has been created successfully.' });
        setEditing(null);
      } catch (e) {
        return failure(e, 'Failed to create bulletin');
      }
    } else if (editing) {
      try {
        await update({ variables: { id: editing.id, input: toInput(values) } });
        notifications.show({ color: 'green', title: 'Bulletin Updated', message: 'The bulletin has been updated successfully.' });
        setEditing(null);
      } catch (e) {
        return failure(e, 'Failed to update bulletin');
      }
    }
    return undefined;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      notifications.show({ color: 'green', title: 'Bulletin Deleted', message: 'The bulletin has been deleted successfully.' });
    } catch (e) {
      failure(e, 'Failed to delete bulletin');
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Bulletin Management"
        description="Create, edit and delete the bulletins members read. Inactive bulletins are listed here only."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Create Bulletin
          </Button>
        }
      />
      {loading && !data ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading bulletins">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </Stack>
      ) : error && !data ? (
        <Alert color="red" icon={<IconAlertCircle />} title="Failed to load bulletins">
          Please try again.
        </Alert>
      ) : bulletins.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            No bulletins yet. Create the first one.
          </Text>
        </Card>
      ) : (
        <Stack gap="md">
          {bulletins.map((b) => (
            <AdminBulletinCard key={b.id} bulletin={b} onEdit={() => setEditing(b)} onDelete={() => setDeleting(b)} />
          ))}
        </Stack>
      )}

      {editing && (
        <BulletinFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          opened
          bulletin={editing === 'new' ? null : editing}
          saving={createState.loading || updateState.loading}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Bulletin"
        confirmLabel="Delete"
        loading={removeState.loading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Delete "{deleting?.title}"? Members will no longer see it. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
