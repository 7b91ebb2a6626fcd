import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { ALL, hasActiveFilters, NO_STEWARD_FILTERS, type StewardFilters as Filters } from '@union/rules/stewards';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  departments: string[];
  shifts: Array<{ value: string; label: string }>;
}

export function StewardFilters({ filters, onChange, departments, shifts }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Search shop stewards"
        placeholder="Search by name, department, or position..."
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.currentTarget.value })}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        aria-label="Department"
        data={[{ value: ALL, label: 'All Departments' }, ...departments.map((d) => ({ value: d, label: d }))]}
        value={filters.department}
        onChange={(value) => onChange({ ...filters, department: value ?? ALL })}
        allowDeselect={false}
        style={{ flex: '1 1 180px' }}
      />
      <Select
        aria-label="Shift"
        data={[{ value: ALL, label: 'All Shifts' }, ...shifts]}
        value={filters.shift}
        onChange={(value) => onChange({ ...filters, shift: value ?? ALL })}
        allowDeselect={false}
        style={{ flex: '1 1 160px' }}
      />
      {hasActiveFilters(filters) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(NO_STEWARD_FILTERS)}>
          Clear Filters
        </Button>
      )}
    </Group>
  );
}
