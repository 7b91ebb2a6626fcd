import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPhotoPlus } from '@tabler/icons-react';
import { ALLOWED_IMAGE_MIME_TYPES, JOB_TITLE_CHOICES, LIMITS, SHIFT_CHOICES } from '@union/rules/constants';
import { imageFileProblem, journalEntrySchema } from '@union/rules/journal';
import { useEffect, useState } from 'react';
import { KeptWorkNotice } from '@/components/KeptWorkNotice';
import { endedTheSession, fieldErrors } from '@/lib/errors';
import { dropPiece, keepPiece, keptPiece } from '@/lib/keptWork';
import { todayIsoDate } from '@/lib/format';
import { zodValidate } from '@/lib/zodForm';
import { useCurrentUser } from '@/lib/session';
import { type JournalEntry, type JournalEvent, useCreateJournalEntry, useRefreshJournalEntry } from '../../api/useJournal';
import { uploadEntryImage } from '../../api/uploadEntryImage';
import { isKeptNewEntry, KEPT_NEW_ENTRY, type NewEntryValues } from '../../lib/keptEdit';

interface Props {
  opened: boolean;
  onClose: () => void;
  events: readonly JournalEvent[];
  /** The event chosen by the button that opened the form (Add Entry on an event card, or a new event). */
  eventId?: string;
  onNewEvent: () => void;
  onCreated: (entry: JournalEntry) => void;
  /** Incident notes the form starts with ('Start a journal entry from this meeting'). */
  initialNotes?: string;
}

type Chosen = { file: File; progress: number | null; failed?: string };

/** The new-entry form: the entry first, then its photos one by one with progress. */
export function EntryFormModal({ opened, onClose, events, eventId, onNewEvent, onCreated, initialNotes }: Props) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const { user } = useCurrentUser();
  const [create] = useCreateJournalEntry();
  const refreshEntry = useRefreshJournalEntry();
  const [images, setImages] = useState<Chosen[]>([]);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const activeEvents = events.filter((e) => e.isActive);

  // Only an active event takes new entries: an inactive one is never preselected.
  const given = activeEvents.find((e) => e.id === eventId)?.id;
  const blank = (): NewEntryValues => ({
    eventId: given ?? (activeEvents.length === 1 ? activeEvents[0].id : ''),
    employeeName: user ? `${user.firstName} ${user.lastName}` : '',
    employeeNumber: user?.employeeNumber ?? '',
    shift: '',
    teamNumber: '',
    jobTitle: '',
    isSwappedShift: false,
    incidentNotes: initialNotes ?? '',
    entryDate: todayIsoDate(),
  });
  const form = useForm({ initialValues: blank(), validate: zodValidate(journalEntrySchema) });

  // The photos chosen before the form was last left unsaved: named, to be chosen again.
  const [photosToChooseAgain, setPhotosToChooseAgain] = useState<string[] | null>(null);

  // Each opening starts from a clean form, preselected on the event that opened it; or, when this form was left
  // unsaved (the session ended, the page closed), from what the member had typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the form opens
  useEffect(() => {
    if (!opened) return;
    const kept = keptPiece<unknown>(KEPT_NEW_ENTRY);
    const restored = isKeptNewEntry(kept) ? kept : undefined;
    form.setValues(restored?.values ?? blank());
    if (restored) form.setDirty({ incidentNotes: true });
    else form.resetDirty();
    form.clearErrors();
    setImages([]);
    setImageProblem(null);
    setPhotosToChooseAgain(restored ? restored.photos : null);
  }, [opened, eventId, initialNotes]);

  const addImages = (files: File[]) => {
    let next = [...images];
    let problem: string | null = null;
    for (const file of files) {
      const issue = imageFileProblem(file, next.length);
      if (issue) {
        problem = issue;
        continue;
      }
      next = [...next, { file, progress: null }];
    }
    setImages(next);
    setImageProblem(problem);
  };

  const started = form.isDirty() || images.length > 0;

  // While the form holds something typed, it is kept in this browser until the entry is created or the member
  // cancels; a form that goes away otherwise (the session ended) leaves it kept.
  useEffect(() => {
    if (!opened) return;
    if (started) keepPiece(KEPT_NEW_ENTRY, { values: form.values, photos: images.map((item) => item.file.name) });
    else dropPiece(KEPT_NEW_ENTRY);
  }, [opened, started, form.values, images]);

  const close = () => {
    if (busy) return;
    dropPiece(KEPT_NEW_ENTRY);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    let entry: JournalEntry;
    try {
      const { data } = await create({
        variables: {
          input: {
            eventId: values.eventId,
            employeeName: values.employeeName.trim(),
            employeeNumber: values.employeeNumber.trim(),
            shift: values.shift,
            teamNumber: values.teamNumber.trim() || null,
            jobTitle: values.jobTitle,
            isSwappedShift: values.isSwappedShift,
            incidentNotes: values.incidentNotes,
            entryDate: values.entryDate,
            status: 'draft',
            isGrievance: false,
            isClosed: false,
          },
        },
      });
      if (!data) throw new Error('No entry returned');
      entry = data.createJournalEntry;
    } catch (error) {
      setBusy(false);
      // Signed out: the form is kept and comes back after signing in; the sign-in screen says why.
      if (endedTheSession(error)) return;
      form.setErrors(fieldErrors(error));
      notifications.show({ color: 'red', title: 'Error', message: 'Failed to create incident journal. Please try again.' });
      return;
    }

    // Then each photo; a failed photo does not undo the entry.
    let failures = 0;
    for (let i = 0; i < images.length; i += 1) {
      const update = (patch: Partial<Chosen>) => setImages((list) => list.map((item, j) => (j === i ? { ...item, ...patch } : item)));
      update({ progress: 0 });
      try {
        await uploadEntryImage(entry.id, images[i].file, (progress) => update({ progress }));
      } catch (error) {
        failures += 1;
        update({ failed: error instanceof Error ? error.message : 'Upload failed' });
      }
    }
    if (images.length > 0) {
      // The entry came back before its photos existed: ask again so the card shows them.
      await refreshEntry(entry.id);
    }
    setBusy(false);
    dropPiece(KEPT_NEW_ENTRY);
    if (failures > 0) {
      notifications.show({
        color: 'yellow',
        title: 'Entry Created',
        message: `Your entry was saved, but ${failures} of ${images.length} images failed to upload. You can add them from the editor.`,
      });
    } else {
      notifications.show({ color: 'green', title: 'Entry Created', message: 'Your incident journal entry has been saved.' });
    }
    onCreated(entry);
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="New Journal Entry"
      size="xl"
      fullScreen={mobile}
      // Nothing typed is lost to a stray click beside the form or Escape: then only Cancel or the close button close it.
      closeOnClickOutside={!busy && !started}
      closeOnEscape={!busy && !started}
      closeButtonProps={{ 'aria-label': 'Close form' }}
    >
      {activeEvents.length === 0 ? (
        <Stack>
          <Text>New entries are added to an active event. Create an event for what happened first.</Text>
          <Group>
            <Button onClick={onNewEvent}>New Event</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {photosToChooseAgain && <KeptWorkNotice action="Create Entry" photos={photosToChooseAgain} />}
            <Select
              label="Event"
              required
              placeholder="Choose the event"
              data={activeEvents.map((e) => ({ value: e.id, label: e.eventTitle }))}
              allowDeselect={false}
              {...form.getInputProps('eventId')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Employee Name" required {...form.getInputProps('employeeName')} />
              <TextInput label="Employee Number" required {...form.getInputProps('employeeNumber')} />
              <Select
                label="Shift"
                required
                placeholder="Choose a shift"
                data={[...SHIFT_CHOICES]}
                allowDeselect={false}
                {...form.getInputProps('shift')}
              />
              <TextInput label="Team Number" placeholder="Optional" {...form.getInputProps('teamNumber')} />
              <Select
                label="Job Title"
                required
                placeholder="Choose a job title"
                data={[...JOB_TITLE_CHOICES]}
                allowDeselect={false}
                {...form.getInputProps('jobTitle')}
              />
              <TextInput label="Entry Date" type="date" required {...form.getInputProps('entryDate')} />
            </SimpleGrid>
            <Checkbox label="Swapped shift" {...form.getInputProps('isSwappedShift', { type: 'checkbox' })} />
            <Textarea
              label="Incident Notes"
              required
              autosize
              minRows={5}
              maxRows={14}
              placeholder="What happened, when, where, who said what. Write it down while it is fresh."
              {...form.getInputProps('incidentNotes')}
            />

            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  Supporting Images ({images.length}/{LIMITS.imagesPerJournalEntry})
                </Text>
                <FileButton onChange={addImages} accept={ALLOWED_IMAGE_MIME_TYPES.join(',')} multiple disabled={busy}>
                  {(props) => (
                    <Button {...props} size="xs" variant="light" leftSection={<IconPhotoPlus size={14} />} disabled={busy}>
                      Add Images
                    </Button>
                  )}
                </FileButton>
              </Group>
              <Text size="xs" c="dimmed">
                JPEG, PNG or WebP, up to 10MB each, at most {LIMITS.imagesPerJournalEntry}.
              </Text>
              {images.map((item, i) => (
                <Stack key={`${item.file.name}-${i}`} gap={2}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate>
                      {item.file.name}{' '}
                      <Text span c="dimmed">
                        ({Math.round(item.file.size / 1024)} KB)
                      </Text>
                    </Text>
                    {!busy && item.progress === null && (
                      <CloseButton
                        size="sm"
                        aria-label={`Remove ${item.file.name}`}
                        onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
                      />
                    )}
                  </Group>
                  {item.progress !== null && (
                    <Progress
                      value={item.progress}
                      size="sm"
                      color={item.failed ? 'red' : undefined}
                      aria-label={`Uploading ${item.file.name}`}
                    />
                  )}
                  {item.failed && (
                    <Text size="xs" c="var(--mantine-color-error)">
                      {item.failed}
                    </Text>
                  )}
                </Stack>
              ))}
              {imageProblem && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {imageProblem}
                </Text>
              )}
            </Stack>

            <Alert variant="light" color="union" icon={<IconInfoCircle size={18} />} title={`Witnesses (0/${LIMITS.participantsPerEntry})`}>
              Save the entry first; then add up to {LIMITS.participantsPerEntry} witnesses from its card or the editor.
            </Alert>

            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Create Entry
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
