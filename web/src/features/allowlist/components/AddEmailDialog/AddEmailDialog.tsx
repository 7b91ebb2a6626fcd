import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { allowlistSchema } from '@union/rules/allowlist';
import { zodValidate } from '@/lib/zodForm';
import { FormDialog } from '@/components/FormDialog';

interface Props {
  opened: boolean;
  saving: boolean;
  /** Resolves with per-field messages when the server refused (e.g. the address is already on the list). */
  onSubmit: (values: { email: string; isActive: boolean }) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}

export function AddEmailDialog({ opened, saving, onSubmit, onClose }: Props) {
  const form = useForm({ initialValues: { email: '', isActive: true }, validate: zodValidate(allowlistSchema) });
  return (
    <FormDialog
      opened={opened}
      title="Add Email to Allowlist"
      saving={saving}
      submitLabel="Add Email"
      onClose={onClose}
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit({ email: values.email.trim(), isActive: values.isActive });
        if (errors) form.setErrors(errors);
      })}
    >
      <TextInput
        label="Email address"
        type="email"
        required
        placeholder="new.hire@example.org"
        description="The person can register with this address."
        data-autofocus
        {...form.getInputProps('email')}
      />
      <Switch label="Active" description="Only active addresses may register" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormDialog>
  );
}
