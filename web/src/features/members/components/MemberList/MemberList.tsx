import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { DIMMED_CARD_STYLE } from '@/components/dimmedCard';
import type { MemberRow } from '../../api/useMembers';

export const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

// A badge's words are never cut short ('Disa...'): the table's columns make room for them instead.
const UNCUT = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** The member's roles as badges: Administrator and Steward, or Member when neither. */
export function RoleBadges({ member }: { member: Pick<MemberRow, 'isAdmin' | 'isSuperAdmin' | 'isSteward'> }) {
  return (
    <Group gap={4} wrap="wrap">
      {member.isSuperAdmin ? (
        <Badge variant="light" color="grape" tt="none" styles={UNCUT}>
          Super-administrator
        </Badge>
      ) : (
        member.isAdmin && (
          <Badge variant="light" color="grape" tt="none" styles={UNCUT}>
            Administrator
          </Badge>
        )
      )}
      {member.isSteward && (
        <Badge variant="light" tt="none" styles={UNCUT}>
          Steward
        </Badge>
      )}
      {!member.isAdmin && !member.isSteward && (
        <Badge variant="outline" color="gray" tt="none" styles={UNCUT}>
          Member
        </Badge>
      )}
    </Group>
  );
}

export function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge variant="light" color="green" tt="none" styles={UNCUT}>
      Active
    </Badge>
  ) : (
    <Badge variant="outline" color="red" tt="none" styles={UNCUT}>
      Disabled
    </Badge>
  );
}

/** The member's name, which opens them: its accessible name holds the visible name ('Open Marcus Reyes'). */
function NameLink({ member, onOpen }: { member: MemberRow; onOpen: (member: MemberRow) => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      ta="left"
      style={{ overflowWrap: 'anywhere' }}
      onClick={() => onOpen(member)}
      aria-label={`Open ${fullName(member)}`}
    >
      {fullName(member)}
    </Anchor>
  );
}

const recordText = (m: MemberRow) => (m.steward ? `${m.steward.name} (${m.steward.department})` : 'None');

interface Props {
  members: MemberRow[];
  /** Cards on a phone, a table on a wider screen. */
  compact: boolean;
  onOpen: (member: MemberRow) => void;
}

/** The members found: each opens the member's panel. */
export function MemberList({ members, compact, onOpen }: Props) {
  if (compact) {
    return (
      <Stack gap="sm">
        {members.map((m) => (
          <Card key={m.id} withBorder radius="md" p="md" data-testid="member-row" style={m.isActive ? undefined : DIMMED_CARD_STYLE}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <NameLink member={m} onOpen={onOpen} />
                <StatusBadge isActive={m.isActive} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                #{m.employeeNumber} · {m.username}
                {m.department ? ` · ${m.department}` : ''}
              </Text>
              <RoleBadges member={m} />
              {m.steward && (
                <Text size="sm" c="dimmed">
                  Steward record: {recordText(m)}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Employee #</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th>Department</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Steward record</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.id} data-testid="member-row" bg={m.isActive ? undefined : 'var(--mantine-color-default-hover)'}>
              <Table.Td>
                <NameLink member={m} onOpen={onOpen} />
              </Table.Td>
              <Table.Td>{m.employeeNumber}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.username}</Table.Td>
              <Table.Td style={{ overflowWrap: 'break-word' }}>{m.department ?? 'None'}</Table.Td>
              <Table.Td>
                <RoleBadges member={m} />
              </Table.Td>
              <Table.Td>{recordText(m)}</Table.Td>
              <Table.Td>
                <StatusBadge isActive={m.isActive} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
