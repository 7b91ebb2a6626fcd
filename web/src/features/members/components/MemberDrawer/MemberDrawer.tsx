import { useApolloClient } from '@apollo/client/react';
import { Alert, Autocomplete, Button, Divider, Drawer, Group, Loader, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { EMPLOYMENT_STATUS_LABELS } from '@union/rules/constants';
import { MEMBER_CHANGE_FIELD_LABELS, MEMBER_DEPARTMENT_MAX, type MemberChangeField } from '@union/rules/members';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { MemberChangeFieldsFragment, MemberUpdateInput } from '@/gql/graphql';
import { endedTheSession, errorMessage } from '@/lib/errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { MemberChangesDocument } from '../../api/members.graphql';
import type { AdminSteward } from '../../api/useManageStewards';
import { type MemberDetails, useMember, useUpdateMember } from '../../api/useMembers';
import { fullName, RoleBadges, StatusBadge } from '../MemberList/MemberList';

/** Who is looking: a super-administrator may change the administrator role; nobody may disable themselves. */
export interface Viewer {
  id: string;
  isSuperAdmin: boolean;
}

interface Props {
  memberId: string | null;
  viewer: Viewer;
  /** The steward directory (inactive records too), to link one. */
  stewards: AdminSteward[];
  /** The directory's departments, offered for the member's own. */
  departments: string[];
  onClose: () => void;
}

/** How many older changes one press of 'Show older changes' brings. */
export const OLDER_CHANGES_PAGE = 20;

const recordLabel = (s: Pick<AdminSteward, 'name' | 'department' | 'position' | 'isActive'>) =>
  `${s.name} - ${s.department}, ${s.position}${s.isActive ? '' : ' (inactive)'}`;

/** A value of the change history in words: Yes/No for a role, Active/Disabled, the steward record's name or the department. */
function valueInWords(field: MemberChangeField, value: string | null, stewards: AdminSteward[]): string {
  if (field === 'department') return value ?? 'None';
  if (field === 'stewardId') return value ? (stewards.find((s) => s.id === value)?.name ?? 'a record no longer listed') : 'None';
  if (field === 'isActive') return value === 'true' ? 'Active' : 'Disabled';
  return value === 'true' ? 'Yes' : 'No';
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The member's change history, newest first: the newest page comes with the member, older ones a page at a time. Its
 * parent keys it by the newest change, so a change just made starts it again from the top.
 */
function History({ member, stewards }: { member: MemberDetails; stewards: AdminSteward[] }) {
  const client = useApolloClient();
  const [older, setOlder] = useState<MemberChangeFieldsFragment[]>([]);
  const [cursor, setCursor] = useState(member.olderChangesCursor ?? null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const showOlder = async () => {
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const { data } = await client.query({
        query: MemberChangesDocument,
        variables: { id: member.id, first: OLDER_CHANGES_PAGE, after: cursor },
        fetchPolicy: 'network-only',
      });
      if (!data) return;
      setOlder((shown) => [...shown, ...data.memberChanges.edges.map((edge) => edge.node)]);
      setCursor(data.memberChanges.pageInfo.hasNextPage ? (data.memberChanges.pageInfo.endCursor ?? null) : null);
    } catch (e) {
      if (endedTheSession(e)) return;
      notifications.show({ color: 'red', title: 'Could not load older changes', message: errorMessage(e, 'Please try again.') });
    } finally {
      setLoadingOlder(false);
    }
  };

  if (member.changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No changes made in Member Management yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Change history">
        {[...member.changes, ...older].map((change) => (
          <Stack key={change.id} gap={2} component="li" data-testid="member-change">
            <Text size="xs" c="dimmed">
              {formatDateTime(change.at)} · {change.actor ? fullName(change.actor) : 'a deleted account'}
            </Text>
            {change.changes.map((c) => (
              <Text key={c.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {MEMBER_CHANGE_FIELD_LABELS[c.field]}: {valueInWords(c.field, c.from ?? null, stewards)} →{' '}
                {valueInWords(c.field, c.to ?? null, stewards)}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
      {cursor && (
        <Button variant="default" onClick={showOlder} loading={loadingOlder} style={{ alignSelf: 'flex-start' }}>
          Show older changes
        </Button>
      )}
    </Stack>
  );
}

/** The member's own department: one of the directory's, or typed; saved with its button. */
function DepartmentField({
  member,
  departments,
  busy,
  onSave,
}: {
  member: MemberDetails;
  departments: string[];
  busy: boolean;
  onSave: (department: string | null) => void;
}) {
  const [typed, setTyped] = useState(member.department ?? '');
  const wanted = typed.trim() || null;
  const changed = wanted !== (member.department ?? null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onSave(wanted);
      }}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Autocomplete
          label="Department"
          description="Where they work. Member Management and the Union Desk filter by it."
          placeholder="None"
          data={departments}
          value={typed}
          onChange={setTyped}
          maxLength={MEMBER_DEPARTMENT_MAX}
          disabled={busy}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="default" disabled={busy || !changed}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** What a change did, in a sentence for the toast. */
function doneMessage(member: MemberDetails, input: MemberUpdateInput, stewards: AdminSteward[]): string {
  const name = fullName(member);
  if (input.isSteward !== undefined) return input.isSteward ? `${name} is now a steward.` : `${name} is no longer a steward.`;
  if (input.isAdmin !== undefined) return input.isAdmin ? `${name} is now an administrator.` : `${name} is no longer an administrator.`;
  if (input.isActive !== undefined) {
    return input.isActive ? `${name} can sign in again.` : `${name} is disabled: their sessions and access tokens have ended.`;
  }
  if (input.department !== undefined) {
    return input.department ? `${name}'s department is now ${member.department ?? input.department}.` : `${name} has no department now.`;
  }
  const record = stewards.find((s) => s.id === input.stewardId);
  return record ? `${name} is linked to the steward record of ${record.name}.` : `${name} is no longer linked to a steward record.`;
}

/** One member, opened from the list: profile summary, roles, steward record, access and the change history. */
export function MemberDrawer({ memberId, viewer, stewards, departments, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { data, loading, error } = useMember(memberId);
  const [update, updateState] = useUpdateMember();
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const member = data?.member && data.member.id === memberId ? data.member : null;
  const self = member?.id === viewer.id;
  const busy = updateState.loading;

  const save = async (input: MemberUpdateInput) => {
    if (!member) return;
    try {
      // The viewer's own roles are in the shell's Me (the navigation shows what they may open).
      const { data: saved } = await update({ variables: { id: member.id, input }, refetchQueries: self ? ['Me'] : [] });
      notifications.show({ color: 'green', title: 'Member Updated', message: doneMessage(saved?.updateMember ?? member, input, stewards) });
    } catch (e) {
      if (endedTheSession(e)) return;
      notifications.show({ color: 'red', title: 'Could not update the member', message: errorMessage(e, 'Please try again.') });
    }
  };

  const adminHelp = !viewer.isSuperAdmin
    ? 'Only a super-administrator can grant or remove this role.'
    : self
      ? 'You cannot remove your own administrator role.'
      : 'Can use the Admin Panel and every administrator tool.';

  return (
    <Drawer
      opened={memberId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={
        <Text fw={600} component="span">
          {member ? fullName(member) : 'Member'}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close member details' }}
    >
      {loading && !member && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading...</Text>
        </Group>
      )}
      {error && !member && (
        <Alert color="red" icon={<IconAlertCircle />} title="Error">
          {errorMessage(error, 'Unable to load this member. Please try again.')}
        </Alert>
      )}
      {member && (
        <Stack gap="lg" data-testid="member-details">
          <Group gap="xs">
            <RoleBadges member={member} />
            <StatusBadge isActive={member.isActive} />
          </Group>

          <Stack gap="xs">
            <Title order={3} fz="md">
              Profile
            </Title>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
              <Detail label="Username">{member.username}</Detail>
              <Detail label="Employee number">{member.employeeNumber}</Detail>
              <Detail label="Employment">{EMPLOYMENT_STATUS_LABELS[member.employmentStatus]}</Detail>
              <Detail label="Hire date">{formatDate(member.hireDate)}</Detail>
              <Detail label="Email">{member.personalEmail}</Detail>
              <Detail label="Phone">{member.phoneNumber || 'Not given'}</Detail>
              <Detail label="Member since">{formatDate(member.createdAt)}</Detail>
            </SimpleGrid>
            <DepartmentField
              key={`${member.id}:${member.department ?? ''}`}
              member={member}
              departments={departments}
              busy={busy}
              onSave={(department) => save({ department })}
            />
          </Stack>

          <Divider />
          <Stack gap="sm">
            <Title order={3} fz="md">
              Roles
            </Title>
            <Switch
              label="Steward"
              description="Works grievance cases on the Union Desk. Link their steward record below."
              checked={member.isSteward}
              disabled={busy}
              onChange={(e) => save({ isSteward: e.currentTarget.checked })}
            />
            <Switch
              label="Administrator"
              description={adminHelp}
              checked={member.isAdmin}
              disabled={busy || !viewer.isSuperAdmin || self}
              onChange={(e) => save({ isAdmin: e.currentTarget.checked })}
            />
          </Stack>

          <Divider />
          <Stack gap="sm">
            <Title order={3} fz="md">
              Steward record
            </Title>
            <Select
              label="Linked record in the steward directory"
              description="One person, one record: a record linked to another member must be unlinked there first."
              placeholder="None"
              data={stewards.map((s) => ({ value: s.id, label: recordLabel(s) }))}
              value={member.stewardId ?? null}
              onChange={(value) => save({ stewardId: value ?? null })}
              clearable
              searchable
              nothingFoundMessage="No steward record matches"
              disabled={busy}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          </Stack>

          <Divider />
          <Stack gap="sm">
            <Title order={3} fz="md">
              Access
            </Title>
            <Switch
              label="Active"
              description={
                self
                  ? 'You cannot disable your own account.'
                  : member.isActive
                    ? 'The member can sign in.'
                    : 'Disabled: the member cannot sign in.'
              }
              checked={member.isActive}
              disabled={busy || self}
              onChange={(e) => (e.currentTarget.checked ? save({ isActive: true }) : setConfirmingDisable(true))}
            />
          </Stack>

          <Divider />
          <Stack gap="sm">
            <Title order={3} fz="md">
              Change history
            </Title>
            <History key={`${member.id}:${member.changes[0]?.id ?? ''}`} member={member} stewards={stewards} />
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmingDisable}
        title="Disable Account"
        confirmLabel="Disable Account"
        loading={busy}
        onConfirm={async () => {
          await save({ isActive: false });
          setConfirmingDisable(false);
        }}
        onClose={() => setConfirmingDisable(false)}
      >
        Disable {member ? fullName(member) : 'this member'}'s account? They are signed out everywhere at once: their sessions end and their
        personal access tokens stop working. They cannot sign in until an administrator makes the account active again.
      </ConfirmDialog>
    </Drawer>
  );
}
