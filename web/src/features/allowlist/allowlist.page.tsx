import { Alert, Badge, Button, Card, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { errorCode, errorMessage, fieldErrors } from '@/lib/errors';
import { type AllowlistEntry, useAddAllowlistEmail, useAllowlist, useRemoveAllowlistEmail } from './api/useAllowlist';
import { AddEmailDialog } from './components/AddEmailDialog/AddEmailDialog';
import { AllowlistCard } from './components/AllowlistCard/AllowlistCard';
import { ConfirmDialog } from '@/components/ConfirmDialog';

export function EmailAllowlistPage() {
  const { data, loading, error } = useAllowlist();
  const [add, addState] = useAddAllowlistEmail();
  const [remove, removeState] = useRemoveAllowlistEmail();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AllowlistEntry | null>(null);
  const entries = data?.emailAllowlist ?? [];
  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => entries.filter((e) => e.email.includes(needle)), [entries, needle]);

  const submit = async (values: { email: string; isActive: boolean }) => {
    try {
      await add({ variables: { input: values } });
      notifications.show({
        color: 'green',
        title: 'Email Added',
        message: `${values.email.toLowerCase()} has been added to the allowlist.`,
      });
      setAdding(false);
      return undefined;
    } catch (e) {
      const code = errorCode(e);
      // A duplicate (409) or an invalid address: the server's own words, under the field and in the toast.
      const known = code === 'CONFLICT' || code === 'BAD_USER_INPUT';
      notifications.show({
        color: 'red',
        title: 'Failed to add email to allowlist',
        message: known ? errorMessage(e, 'Please try again.') : 'Please try again.',
      });
      if (code === 'CONFLICT') return { email: errorMessage(e, 'This email is already on the allowlist') };
      return code === 'BAD_USER_INPUT' ? fieldErrors(e) : undefined;
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { email: removing.email } });
      notifications.show({ color: 'green', title: 'Email Removed', message: `${removing.email} has been removed from the allowlist.` });
    } catch {
      notifications.show({ color: 'red', title: 'Failed to remove email from allowlist', message: 'Please try again.' });
    }
    setRemoving(null);
  };

  return (
    <>
      <PageHeader
        title="Email Allowlist"
        description="Only these addresses can register. Removing one stops new registrations with it at once."
        badge={
          data ? (
            <Badge size="lg" variant="light" data-testid="allowlist-count" aria-label={`${entries.length} emails`}>
              {entries.length}
            </Badge>
          ) : undefined
        }
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add Email
          </Button>
        }
      />
      <Stack gap="md">
        <TextInput
          aria-label="Search emails"
          placeholder="Search emails..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {loading && !data ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading allowlist">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={72} radius="md" />
            ))}
          </Stack>
        ) : error && !data ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Error">
            Unable to load the email allowlist. Please try again.
          </Alert>
        ) : shown.length === 0 ? (
          <Card withBorder radius="md" p="xl">
            <Text ta="center" c="dimmed">
              {needle ? 'No emails match your search.' : 'No emails on the allowlist yet.'}
            </Text>
          </Card>
        ) : (
          <Stack gap="sm">
            {shown.map((entry) => (
              <AllowlistCard key={entry.id} entry={entry} onRemove={() => setRemoving(entry)} />
            ))}
          </Stack>
        )}
      </Stack>

      {adding && <AddEmailDialog opened saving={addState.loading} onSubmit={submit} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove Email"
        confirmLabel="Remove"
        loading={removeState.loading}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        Remove {removing?.email} from the allowlist? New registrations with this address will be refused. Existing accounts are not
        affected.
      </ConfirmDialog>
    </>
  );
}
