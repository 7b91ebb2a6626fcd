import { Badge, Button, Checkbox, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { CASE_LIMITS } from '@union/rules/caseActions';
import { SHIFT_CHOICES } from '@union/rules/constants';
import { useEffect, useState } from 'react';
import { DEFAULT_QUEUE_FILTERS, QUEUE_STATUS_LABELS, QUEUE_STATUSES, type QueueFilters, type QueueStatus } from '../../lib/queueFilters';

interface Props {
  filters: QueueFilters;
  /** The names of the procedure's steps, in order. */
  stepNames: readonly string[];
  /** The stewards an officer may narrow the queue to (none for a steward, who sees only their own and the unassigned). */
  stewards: readonly { userId: string; name: string }[];
  /** The steward directory's departments, to narrow the queue to the cases of members of one. */
  departments: readonly string[];
  onChange: (change: Partial<QueueFilters>) => void;
  onClear: () => void;
  narrowed: boolean;
  /** A phone: the filters other than the search fold away behind a button, so the cases come first. */
  compact: boolean;
}

// Select options need a value: 'any' stands for no filter, which the address leaves out.
const ANY = 'any';
const shown = (value: string) => value || ANY;
const chosen = (value: string | null) => (!value || value === ANY ? '' : value);

/** Typed words reach the address a moment after the last key, not at every key. */
function useTypedFilter(value: string, commit: (value: string) => void) {
  const [typed, setTyped] = useState(value);
  const debounced = useDebouncedCallback(commit, 350);
  // The address changed by another way (Clear filters, back button): the box shows it.
  useEffect(() => setTyped(value), [value]);
  return {
    value: typed,
    onChange: (next: string) => {
      setTyped(next);
      debounced(next);
    },
  };
}

/** The queue's filters; each change is kept in the address (so a reload keeps it) and brings back page 1. */
export function CaseFilters({ filters, stepNames, stewards, departments, onChange, onClear, narrowed, compact }: Props) {
  const [unfolded, setUnfolded] = useState(false);
  // How many filters besides the search narrow the queue: said on the phone's Filters button.
  const narrowing = (['status', 'step', 'assigned', 'shift', 'department', 'article', 'overdue', 'dueSoon'] as const).filter(
    (key) => filters[key] !== DEFAULT_QUEUE_FILTERS[key],
  ).length;
  const search = useTypedFilter(filters.q, (q) => onChange({ q }));
  const article = useTypedFilter(filters.article, (words) => onChange({ article: words }));
  const assignedOptions = [
    { value: ANY, label: 'Anyone' },
    { value: 'me', label: 'Assigned to me' },
    { value: 'none', label: 'Unassigned' },
    ...stewards.map((s) => ({ value: s.userId, label: s.name })),
  ];
  // A steward named in the address but not in the workload (no open case) is still shown as chosen.
  if (filters.assigned && !assignedOptions.some((o) => o.value === filters.assigned)) {
    assignedOptions.push({ value: filters.assigned, label: 'The chosen steward' });
  }
  const stepOptions = [{ value: ANY, label: 'Any step' }, ...stepNames.map((name, index) => ({ value: String(index), label: name }))];
  if (filters.step && !stepOptions.some((o) => o.value === filters.step)) {
    stepOptions.push({ value: filters.step, label: `Step ${Number(filters.step) + 1}` });
  }

  const departmentOptions = [{ value: ANY, label: 'Any department' }, ...departments.map((d) => ({ value: d, label: d }))];
  // A department named in the address but no longer in the directory is still shown as chosen.
  if (filters.department && !departments.includes(filters.department)) {
    departmentOptions.push({ value: filters.department, label: filters.department });
  }

  const more = (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
        <Select
          label="Status"
          allowDeselect={false}
          data={QUEUE_STATUSES.map((s) => ({ value: s, label: QUEUE_STATUS_LABELS[s] }))}
          value={filters.status}
          onChange={(value) => onChange({ status: (value ?? 'open') as QueueStatus })}
        />
        <Select
          label="Step"
          allowDeselect={false}
          data={stepOptions}
          value={shown(filters.step)}
          onChange={(value) => onChange({ step: chosen(value) })}
        />
        <Select
          label="Assigned to"
          allowDeselect={false}
          data={assignedOptions}
          value={shown(filters.assigned)}
          onChange={(value) => onChange({ assigned: chosen(value) })}
        />
        <Select
          label="Shift"
          allowDeselect={false}
          data={[{ value: ANY, label: 'Any shift' }, ...SHIFT_CHOICES.map((s) => ({ value: s, label: s }))]}
          value={shown(filters.shift)}
          onChange={(value) => onChange({ shift: chosen(value) })}
        />
        <Select
          label="Department"
          allowDeselect={false}
          data={departmentOptions}
          value={shown(filters.department)}
          onChange={(value) => onChange({ department: chosen(value) })}
        />
      </SimpleGrid>
      <Group mt="sm" gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Contract article"
          placeholder="e.g. Article 12"
          maxLength={50}
          value={article.value}
          onChange={(event) => article.onChange(event.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
        <Checkbox
          label="Overdue"
          checked={filters.overdue}
          onChange={(event) => onChange({ overdue: event.currentTarget.checked })}
          mb={8}
        />
        <Checkbox
          label={`Due within ${CASE_LIMITS.dueSoonDays} days`}
          checked={filters.dueSoon}
          onChange={(event) => onChange({ dueSoon: event.currentTarget.checked })}
          mb={8}
        />
        {narrowed && (
          <Button variant="subtle" leftSection={<IconX size={16} />} onClick={onClear} ms="auto">
            Clear filters
          </Button>
        )}
      </Group>
    </>
  );

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Filters">
      <TextInput
        label="Search"
        placeholder="Title, description, location, member name or employee number"
        leftSection={<IconSearch size={16} />}
        maxLength={CASE_LIMITS.searchMax}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        mb="sm"
      />
      {compact && (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={narrowing > 0 ? <Badge circle>{narrowing}</Badge> : undefined}
          aria-expanded={unfolded}
          aria-controls="case-filters"
          onClick={() => setUnfolded((open) => !open)}
          mb={unfolded ? 'sm' : 0}
        >
          {unfolded ? 'Hide filters' : 'Filters'}
        </Button>
      )}
      {compact ? (
        <Collapse expanded={unfolded} id="case-filters">
          {more}
        </Collapse>
      ) : (
        more
      )}
    </Paper>
  );
}
