import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { MEMBER_ROLE_LABELS, MEMBER_ROLES, MEMBER_SEARCH_MAX, MEMBER_STATUS_LABELS, MEMBER_STATUSES } from '@union/rules/members';
import type { MemberRole, MemberStatus } from '@/gql/graphql';
import type { MemberListFilters } from '../../api/useMembers';

export const NO_MEMBER_FILTERS: MemberListFilters = { search: '', status: null, role: null, department: null };

const ALL = 'all';
const hasFilters = (f: MemberListFilters) => f.search.trim() !== '' || f.status !== null || f.role !== null || f.department !== null;

interface Props {
  filters: MemberListFilters;
  onChange: (filters: MemberListFilters) => void;
  /** The steward directory's departments: the filter finds the members of one and the stewards whose record covers it. */
  departments: string[];
}

export function MemberFilters({ filters, onChange, departments }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Search members"
        placeholder="Name, username or employee number"
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        maxLength={MEMBER_SEARCH_MAX}
        onChange={(e) => onChange({ ...filters, search: e.currentTarget.value })}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        aria-label="Status"
        data={[{ value: ALL, label: 'All Statuses' }, ...MEMBER_STATUSES.map((s) => ({ value: s, label: MEMBER_STATUS_LABELS[s] }))]}
        value={filters.status ?? ALL}
        onChange={(value) => onChange({ ...filters, status: value && value !== ALL ? (value as MemberStatus) : null })}
        allowDeselect={false}
        style={{ flex: '1 1 150px' }}
      />
      <Select
        aria-label="Role"
        data={[{ value: ALL, label: 'All Roles' }, ...MEMBER_ROLES.map((r) => ({ value: r, label: MEMBER_ROLE_LABELS[r] }))]}
        value={filters.role ?? ALL}
        onChange={(value) => onChange({ ...filters, role: value && value !== ALL ? (value as MemberRole) : null })}
        allowDeselect={false}
        style={{ flex: '1 1 150px' }}
      />
      {departments.length > 0 && (
        <Select
          aria-label="Department"
          data={[{ value: ALL, label: 'All Departments' }, ...departments.map((d) => ({ value: d, label: d }))]}
          value={filters.department ?? ALL}
          onChange={(value) => onChange({ ...filters, department: value && value !== ALL ? value : null })}
          allowDeselect={false}
          style={{ flex: '1 1 170px' }}
        />
      )}
      {hasFilters(filters) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(NO_MEMBER_FILTERS)}>
          Clear Filters
        </Button>
      )}
    </Group>
  );
}
