import { Autocomplete, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { STEWARD_SHIFT_LABELS, STEWARD_SHIFTS, stewardSchema } from '@union/rules/stewards';
import { zodValidate } from '@/lib/zodForm';
import { FormDialog } from '@/components/FormDialog';

export interface StewardFormValues {
  name: string;
  position: string;
  department: string;
  shift: string;
  phoneNumber: string;
  email: string;
  isActive: boolean;
}

export interface EditableSteward {
  name: string;
  position: string;
  department: string;
  shift: string;
  phoneNumber: string;
  email?: string | null;
  isActive: boolean;
}

const POSITIONS = ['Chief Steward', 'Steward', 'Alternate Steward'];

interface Props {
  opened: boolean;
  steward?: EditableSteward | null;
  departments: string[];
  saving: boolean;
  onSubmit: (values: StewardFormValues) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}

/** Add Steward / Edit Steward with the steward rules (the same schema the server runs). */
export function StewardFormDialog({ opened, steward, departments, saving, onSubmit, onClose }: Props) {
  const form = useForm<StewardFormValues>({
    initialValues: {
      name: steward?.name ?? '',
      position: steward?.position ?? '',
      department: steward?.department ?? '',
      shift: steward?.shift ?? '',
      phoneNumber: steward?.phoneNumber ?? '',
      email: steward?.email ?? '',
      isActive: steward?.isActive ?? true,
    },
    validate: zodValidate(stewardSchema),
  });
  const shifts = [
    ...STEWARD_SHIFTS.map((s) => ({ value: s, label: STEWARD_SHIFT_LABELS[s] })),
    // An older record may carry another value: keep it selectable so an edit does not lose it.
    ...(steward && !(STEWARD_SHIFTS as readonly string[]).includes(steward.shift) ? [{ value: steward.shift, label: steward.shift }] : []),
  ];

  return (
    <FormDialog
      opened={opened}
      title={steward ? 'Edit Steward' : 'Add Steward'}
      size="lg"
      saving={saving}
      submitLabel={steward ? 'Save Changes' : 'Add Steward'}
      onClose={onClose}
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit(values);
        if (errors) form.setErrors(errors);
      })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Autocomplete label="Position" required data={POSITIONS} {...form.getInputProps('position')} />
        <Autocomplete label="Department" required data={departments} {...form.getInputProps('department')} />
        <Select label="Shift" required allowDeselect={false} data={shifts} {...form.getInputProps('shift')} />
        <TextInput label="Phone number" required type="tel" placeholder="(817) 555-0100" {...form.getInputProps('phoneNumber')} />
        <TextInput label="Email" type="email" placeholder="Optional" {...form.getInputProps('email')} />
      </SimpleGrid>
      <Switch
        label="Active"
        description="Inactive stewards are not listed in the directory"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
