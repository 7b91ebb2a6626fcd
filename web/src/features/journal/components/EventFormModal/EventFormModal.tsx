import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { journalEventSchema } from '@union/rules/journal';
import { fieldErrors } from '@/lib/errors';
import { zodValidate } from '@/lib/zodForm';
import { type JournalEvent, useCreateJournalEvent } from '../../api/useJournal';

/** New Event dialog; creating an event hands it to `onCreated` (the page then opens the entry form on it). */
export function EventFormModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (event: JournalEvent) => void;
}) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const [create, { loading }] = useCreateJournalEvent();
  const form = useForm({
    initialValues: { eventTitle: '', description: '', isActive: true },
    validate: zodValidate(journalEventSchema),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await create({
        variables: {
          input: { eventTitle: values.eventTitle.trim(), description: values.description.trim() || null, isActive: values.isActive },
        },
      });
      if (!data) throw new Error('No event returned');
      notifications.show({
        color: 'green',
        title: 'Event Created',
        message: `"${data.createJournalEvent.eventTitle}" is ready for entries.`,
      });
      form.reset();
      onCreated(data.createJournalEvent);
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notifications.show({ color: 'red', title: 'Error', message: 'Failed to create journal event. Please try again.' });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="New Event"
      fullScreen={mobile}
      // Nothing typed is lost to a stray click beside the form or Escape: then only Cancel or the close button close it.
      closeOnClickOutside={!form.isDirty()}
      closeOnEscape={!form.isDirty()}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close form' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Event Title"
            required
            placeholder="e.g. Belt loader emergency stop failure"
            data-autofocus
            {...form.getInputProps('eventTitle')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={8}
            placeholder="Where, what, who was involved"
            {...form.getInputProps('description')}
          />
          <Checkbox label="Active (new entries can be added)" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Create Event
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
