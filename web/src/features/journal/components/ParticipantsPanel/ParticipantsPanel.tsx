import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { JOB_TITLE_CHOICES, LIMITS } from '@union/rules/constants';
import { journalParticipantSchema, MAX_PARTICIPANTS_REACHED_MESSAGE, PARTICIPANT_JOB_TITLE_OTHER } from '@union/rules/journal';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { zodValidate } from '@/lib/zodForm';
import { type JournalParticipant, useAddJournalParticipant, useRemoveJournalParticipant } from '../../api/useJournal';

const JOB_TITLE_OPTIONS = [...JOB_TITLE_CHOICES, PARTICIPANT_JOB_TITLE_OTHER];

/** Witnesses of one entry: the list, remove, and the add form (hidden at 8). */
export function ParticipantsPanel({
  entryId,
  participants,
  editable,
}: {
  entryId: string;
  participants: readonly JournalParticipant[];
  editable: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const [add, { loading: saving }] = useAddJournalParticipant(entryId);
  const [remove] = useRemoveJournalParticipant(entryId);
  const [removing, setRemoving] = useState<string | null>(null);
  const full = participants.length >= LIMITS.participantsPerEntry;
  const form = useForm({
    initialValues: { name: '', employeeNumber: '', jobTitle: '', otherJobTitle: '' },
    validate: zodValidate(journalParticipantSchema),
  });

  const submit = form.onSubmit(async (values) => {
    const jobTitle =
      values.jobTitle === PARTICIPANT_JOB_TITLE_OTHER ? values.otherJobTitle.trim() || PARTICIPANT_JOB_TITLE_OTHER : values.jobTitle;
    try {
      await add({
        variables: { entryId, input: { name: values.name.trim(), jobTitle, employeeNumber: values.employeeNumber.trim() || null } },
      });
      notifications.show({ color: 'green', title: 'Success', message: 'Participant added successfully' });
      form.reset();
      setAdding(false);
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(error, 'Failed to add participant') });
    }
  });

  const removeOne = async (participant: JournalParticipant) => {
    setRemoving(participant.id);
    try {
      await remove({ variables: { id: participant.id } });
      notifications.show({ color: 'green', title: 'Success', message: 'Participant removed' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(error, 'Failed to remove participant') });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="xs" aria-label="Witnesses" role="group">
      <Group justify="space-between" gap="xs">
        <Title order={4} fz="sm">
          Witnesses
        </Title>
        <Badge
          variant="light"
          color={full ? 'orange' : 'gray'}
          aria-label={`${participants.length} of ${LIMITS.participantsPerEntry} witnesses`}
        >
          {participants.length}/{LIMITS.participantsPerEntry}
        </Badge>
      </Group>
      {participants.length === 0 && (
        <Text size="sm" c="dimmed">
          No witnesses recorded yet.
        </Text>
      )}
      {[...participants]
        .sort((a, b) => a.order - b.order)
        .map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {p.order}. {p.name}
              </Text>{' '}
              <Text span c="dimmed">
                {p.jobTitle}
                {p.employeeNumber ? ` · #${p.employeeNumber}` : ''}
              </Text>
            </Text>
            {editable && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${p.name}`}
                loading={removing === p.id}
                onClick={() => void removeOne(p)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
      {editable && full && (
        <Text size="sm" c="orange.8" fw={500}>
          {MAX_PARTICIPANTS_REACHED_MESSAGE}
        </Text>
      )}
      {editable && !full && !adding && (
        <Group>
          <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} />} onClick={() => setAdding(true)}>
            Add Witness
          </Button>
        </Group>
      )}
      {editable && !full && adding && (
        <Paper withBorder p="sm" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <TextInput label="Full Name" required size="sm" data-autofocus {...form.getInputProps('name')} />
              <TextInput label="Employee Number (optional)" size="sm" {...form.getInputProps('employeeNumber')} />
              <Select
                label="Job Title"
                required
                size="sm"
                data={JOB_TITLE_OPTIONS}
                searchable={false}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('jobTitle')}
              />
              {form.values.jobTitle === PARTICIPANT_JOB_TITLE_OTHER && (
                <TextInput label="Other job title" size="sm" placeholder="e.g. Ramp Planner" {...form.getInputProps('otherJobTitle')} />
              )}
              <Group justify="flex-end" gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    form.reset();
                    setAdding(false);
                  }}
                >
                  Cancel
                </Button>
                <Button size="xs" type="submit" loading={saving}>
                  Add Witness
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
