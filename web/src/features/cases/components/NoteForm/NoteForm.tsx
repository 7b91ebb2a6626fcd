import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { CASE_LIMITS, caseNoteSchema } from '@union/rules/caseActions';
import { zodValidate } from '@/lib/zodForm';

interface Props {
  saving: boolean;
  onSubmit: (note: { text: string; internal: boolean }) => Promise<Record<string, string> | undefined>;
}

/**
 * A steward's or officer's note on the case. Shared with the member unless 'Internal (union only)' is ticked: the box
 * starts unticked and is always in sight, so the choice is made each time, never hidden.
 */
export function NoteForm({ saving, onSubmit }: Props) {
  const form = useForm({ initialValues: { text: '', internal: false }, validate: zodValidate(caseNoteSchema) });
  return (
    <form
      noValidate
      aria-label="Add a note"
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit(values);
        if (errors) form.setErrors(errors);
        else form.reset();
      })}
    >
      <Stack gap="xs">
        <Textarea
          label="Add a note"
          placeholder="What happened, what was said, what comes next"
          autosize
          minRows={3}
          maxLength={CASE_LIMITS.noteMax}
          {...form.getInputProps('text')}
        />
        <Group justify="space-between" align="center" gap="sm">
          <Checkbox
            label={
              <Group gap={4} wrap="nowrap" component="span">
                <IconLock size={14} aria-hidden />
                Internal (union only)
              </Group>
            }
            description={form.values.internal ? 'Only stewards and officers will see this note.' : 'The member will see this note.'}
            {...form.getInputProps('internal', { type: 'checkbox' })}
          />
          <Button type="submit" loading={saving}>
            {form.values.internal ? 'Add Internal Note' : 'Add Shared Note'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
