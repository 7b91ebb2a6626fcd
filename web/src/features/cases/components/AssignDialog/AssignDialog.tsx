import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { assignCaseSchema } from '@union/rules/caseActions';
import { FormDialog } from '@/components/FormDialog';
import { zodValidate } from '@/lib/zodForm';

const UNASSIGNED = 'none';

interface Props {
  opened: boolean;
  /** The steward working the case now, if any. */
  current: { userId: string; name: string } | null;
  stewards: readonly { userId: string; name: string }[];
  saving: boolean;
  onSubmit: (stewardUserId: string | null) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}

const asInput = (value: string) => ({ stewardUserId: value === UNASSIGNED ? null : value });

/** Officers: assign the case to an active steward, reassign it, or put it back in the unassigned queue. */
export function AssignDialog({ opened, current, stewards, saving, onSubmit, onClose }: Props) {
  const form = useForm({
    initialValues: { steward: current?.userId ?? '' },
    validate: (values) => {
      if (!values.steward) return { steward: 'Choose an active steward' };
      const errors = zodValidate(assignCaseSchema)(asInput(values.steward));
      return errors.stewardUserId ? { steward: errors.stewardUserId } : {};
    },
  });
  const options = [
    ...stewards.map((s) => ({ value: s.userId, label: s.name })),
    // The current steward stays selectable even if no longer listed (disabled since).
    ...(current && !stewards.some((s) => s.userId === current.userId) ? [{ value: current.userId, label: current.name }] : []),
    ...(current ? [{ value: UNASSIGNED, label: 'Nobody: back to the unassigned queue' }] : []),
  ];
  return (
    <FormDialog
      opened={opened}
      title={current ? 'Reassign Case' : 'Assign Case'}
      saving={saving}
      submitLabel={current ? 'Reassign' : 'Assign'}
      onClose={onClose}
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit(asInput(values.steward).stewardUserId);
        if (errors) form.setErrors(errors.stewardUserId ? { steward: errors.stewardUserId } : errors);
      })}
    >
      {stewards.length === 0 && (
        <Text size="sm" c="dimmed">
          No active steward yet: make a member a steward in Member Management first.
        </Text>
      )}
      <Select label="Steward" required searchable data-autofocus data={options} {...form.getInputProps('steward')} />
    </FormDialog>
  );
}
