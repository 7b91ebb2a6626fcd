import { Checkbox, Group, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BULLETIN_TYPE_LABELS, bulletinSchema } from '@union/rules/bulletins';
import { BULLETIN_TYPES } from '@union/rules/constants';
import { zodValidate } from '@/lib/zodForm';
import { FormDialog } from '@/components/FormDialog';

export interface BulletinFormValues {
  title: string;
  content: string;
  type: string;
  isPublic: boolean;
  isActive: boolean;
  draft: boolean;
  /** datetime-local text (the member's own time zone); empty: publish immediately. */
  publishedAt: string;
  /** datetime-local text; empty: permanent. */
  expiresAt: string;
}

export interface EditableBulletin {
  title: string;
  content: string;
  type: string;
  isPublic: boolean;
  isActive: boolean;
  publishedAt?: string | null;
  expiresAt?: string | null;
}

/** ISO instant to the `datetime-local` field's text, in local time. */
export function toLocalInput(iso?: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The field's local text to an ISO instant; empty stays null (publish now / permanent). */
export function fromLocalInput(value: string): string | null {
  return value.trim() ? new Date(value).toISOString() : null;
}

export function initialBulletinValues(bulletin?: EditableBulletin | null): BulletinFormValues {
  return {
    title: bulletin?.title ?? '',
    content: bulletin?.content ?? '',
    type: bulletin?.type ?? 'general',
    isPublic: bulletin?.isPublic ?? true,
    isActive: bulletin?.isActive ?? true,
    draft: bulletin ? !bulletin.publishedAt : false,
    publishedAt: toLocalInput(bulletin?.publishedAt),
    expiresAt: toLocalInput(bulletin?.expiresAt),
  };
}

interface Props {
  opened: boolean;
  /** The bulletin being edited; absent: Create Bulletin. */
  bulletin?: EditableBulletin | null;
  saving: boolean;
  /** Resolves with the server's per-field messages when it refused the input. */
  onSubmit: (values: BulletinFormValues) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}

/** Create Bulletin / Edit Bulletin (title and content required; empty publish date publishes immediately). */
export function BulletinFormDialog({ opened, bulletin, saving, onSubmit, onClose }: Props) {
  const form = useForm<BulletinFormValues>({
    initialValues: initialBulletinValues(bulletin),
    validate: zodValidate(bulletinSchema),
  });
  const editing = Boolean(bulletin);

  return (
    <FormDialog
      opened={opened}
      title={editing ? 'Edit Bulletin' : 'Create Bulletin'}
      size="lg"
      saving={saving}
      submitLabel={editing ? 'Save Changes' : 'Create Bulletin'}
      onClose={onClose}
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit(values);
        if (errors) form.setErrors(errors);
      })}
    >
      <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
      <Textarea label="Content" required autosize minRows={4} maxRows={12} {...form.getInputProps('content')} />
      <Select
        label="Type"
        allowDeselect={false}
        data={BULLETIN_TYPES.map((t) => ({ value: t, label: BULLETIN_TYPE_LABELS[t] }))}
        {...form.getInputProps('type')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="datetime-local"
          label="Publish date"
          description="Leave empty to publish immediately"
          disabled={form.values.draft}
          {...form.getInputProps('publishedAt')}
        />
        <TextInput
          type="datetime-local"
          label="Expiration date"
          description="Leave empty to keep it permanently"
          {...form.getInputProps('expiresAt')}
        />
      </SimpleGrid>
      <Checkbox label="Save as draft (not published)" {...form.getInputProps('draft', { type: 'checkbox' })} />
      <Group gap="xl">
        <Switch
          label="Public"
          description={form.values.isPublic ? 'Every member sees it' : 'Private: members subscribe to follow it'}
          {...form.getInputProps('isPublic', { type: 'checkbox' })}
        />
        <Switch
          label="Active"
          description="Inactive bulletins are hidden from members"
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </Group>
    </FormDialog>
  );
}
