import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { allowlistSchema } from '@rules/allowlist.js';
import { zodValidate } from '../../../../lib/zodForm';

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
    <Modal opened={opened} onClose={onClose} title="Add Email to Allowlist" centered>
      <form
        onSubmit={form.onSubmit(async (values) => {
          const errors = await onSubmit({ email: values.email.trim(), isActive: values.isActive });
          if (errors) form.setErrors(errors);
        })}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Email address"
            type="email"
            required
            placeholder="new.hire@example.org"
            description="The person can register with this address."
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Switch
            label="Active"
            description="Only active addresses may register"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add Email
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
