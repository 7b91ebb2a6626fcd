import { Alert, Button, Checkbox, Divider, Drawer, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type NotificationData, notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { JOB_TITLE_CHOICES, JOURNAL_ENTRY_STATUSES, type JournalEntryStatus, SHIFT_CHOICES } from '@union/rules/constants';
import { JOURNAL_ENTRY_STATUS_LABELS, journalEntryUpdateSchema } from '@union/rules/journal';
import { useEffect, useRef, useState } from 'react';
import type { JournalEntryUpdateInput } from '@/gql/graphql';
import { endedTheSession, errorMessage } from '@/lib/errors';
import { dropPiece, keepPiece, useKeptPiece } from '@/lib/keptWork';
import { type JournalEntry, useRefreshJournalEntry, useUpdateJournalEntry } from '../../api/useJournal';
import { asChanges, differingFields, type EntryFields as Fields, fieldsOf, type OtherVersion, otherVersionOf } from '../../lib/entryFields';
import { isKeptEdit, KEPT_EDIT } from '../../lib/keptEdit';
import { useAutoSave } from '../../lib/useAutoSave';
import { ConflictNotice } from '../ConflictNotice/ConflictNotice';
import { EntryPhotos } from '../EntryPhotos/EntryPhotos';
import { ParticipantsPanel } from '../ParticipantsPanel/ParticipantsPanel';
import { SaveIndicator } from '../SaveIndicator/SaveIndicator';

/** A change the shared rules refuse: not sent, its message shown as the reason the save failed. */
class InvalidChange extends Error {}

/** A saved value that is not in the list (older data) stays choosable instead of vanishing from the select. */
const withCurrent = (choices: readonly string[], current: string) =>
  current && !choices.includes(current) ? [current, ...choices] : [...choices];

/** The Edit Incident Journal panel: every change auto-saves 1 s after the last keystroke. */
export function EditEntryPanel({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const [update] = useUpdateJournalEntry();
  const refresh = useRefreshJournalEntry();
  // Text this panel kept unsaved for this entry (the session ended, the tab was closed): it comes back and is saved.
  const kept = useKeptPiece(KEPT_EDIT, isKeptEdit);
  // An entry closed or converted since can take no more edits.
  const restored = kept?.entryId === entry.id && !entry.readOnlyReason ? kept : undefined;
  // The member's own copy: server answers never overwrite what is being typed.
  const [values, setValues] = useState<Fields>(() => restored?.values ?? fieldsOf(entry));
  // The version this panel's text is based on: every save is sent over it. Only this panel's own saves and the
  // member's choice after a conflict move it (a refetched entry may be newer than what the form shows).
  const version = useRef(restored?.version ?? entry.version);
  const [other, setOther] = useState<OtherVersion | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const readOnly = entry.readOnlyReason ?? null;

  // Toasts wait their turn (one at a time): a newer save outcome takes the place of the older one, shown or waiting,
  // so 'Auto-saved' is never on screen after a save has failed (or the other way round).
  const autoSaveToast = useRef<string | null>(null);
  const showAutoSaveToast = (toast: NotificationData) => {
    if (autoSaveToast.current) notifications.hide(autoSaveToast.current);
    autoSaveToast.current = notifications.show(toast);
  };

  const saver = useAutoSave<JournalEntryUpdateInput>({
    save: async (changes) => {
      const checked = journalEntryUpdateSchema.safeParse(changes);
      if (!checked.success) throw new InvalidChange(checked.error.issues[0]?.message ?? 'Please check the entry');
      const { data } = await update({ variables: { id: entry.id, input: { ...changes, expectedVersion: version.current } } });
      if (data) version.current = data.updateJournalEntry.version;
    },
    onSaved: () => showAutoSaveToast({ color: 'green', title: 'Auto-saved', message: 'Your changes have been saved.', autoClose: 2000 }),
    onError: (error) => {
      const newer = otherVersionOf(error);
      if (newer) {
        // Nothing more is sent until the member chooses in the notice, which says what happened (no toast).
        saver.pause();
        if (autoSaveToast.current) notifications.hide(autoSaveToast.current);
        setOther(newer);
        void refresh(entry.id);
        return;
      }
      // Signed out: the text is kept and saved after signing in; the sign-in screen says why.
      if (endedTheSession(error)) return;
      showAutoSaveToast({
        color: 'red',
        title: 'Auto-save Failed',
        message: error instanceof InvalidChange ? error.message : errorMessage(error, 'Failed to save changes automatically'),
      });
    },
  });

  // Kept text the server does not have yet is sent as soon as the panel is back.
  const restoredChanges = useRef(restored ? differingFields(restored.values, fieldsOf(entry)) : []);
  useEffect(() => {
    const fields = restoredChanges.current;
    restoredChanges.current = [];
    if (fields.length > 0) saver.change(asChanges(Object.fromEntries(fields.map((f) => [f, values[f]]))));
  });

  // While anything is unsaved, the text is kept in this browser; once the server has it all, it is dropped. A panel
  // that goes away with text unsaved (the session ended) leaves it kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a finished save moves the version kept with the text
  useEffect(() => {
    if (saver.dirty) keepPiece(KEPT_EDIT, { entryId: entry.id, version: version.current, values });
    else dropPiece(KEPT_EDIT);
  }, [saver.dirty, saver.status, values, entry.id]);

  // Keep my version: the form, as it stands, is saved over the newer version.
  const keepMine = () => {
    if (!other) return;
    version.current = other.version;
    const changed = Object.fromEntries(differingFields(values, other.fields).map((f) => [f, values[f]]));
    saver.resume(asChanges(changed));
    setOther(null);
    void saver.saveNow();
  };
  const takeOther = () => {
    if (!other) return;
    version.current = other.version;
    setValues(other.fields);
    saver.resume({});
    setOther(null);
  };

  const problems = (() => {
    const checked = journalEntryUpdateSchema.safeParse(values);
    const out: Partial<Record<keyof Fields, string>> = {};
    if (!checked.success) for (const issue of checked.error.issues) out[issue.path[0] as keyof Fields] ??= issue.message;
    return out;
  })();

  const set = <K extends keyof Fields>(field: K, value: Fields[K]) => {
    if (readOnly) return;
    setValues((v) => ({ ...v, [field]: value }));
    saver.change(asChanges({ [field]: value }));
  };

  const saveNow = async () => {
    if (readOnly) {
      notifications.show({ color: 'red', title: 'Cannot Save', message: readOnly });
      return;
    }
    await saver.saveNow();
  };

  // Closing sends what is waiting first. If that save fails the panel stays open with the text in it; a second
  // Close after the warning closes anyway (the member has seen 'Save failed').
  const closeAttempts = useRef(0);
  const close = async () => {
    closeAttempts.current += 1;
    if (saver.pending && !(await saver.saveNow()) && closeAttempts.current < 2) return;
    onClose();
  };

  const text = (field: 'employeeName' | 'employeeNumber' | 'teamNumber') => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
    error: problems[field],
    disabled: !!readOnly,
  });

  return (
    <Drawer
      opened
      onClose={() => void close()}
      title="Edit Incident Journal"
      position="right"
      size={mobile ? '100%' : 'xl'}
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close editor' }}
    >
      <Stack>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.event.eventTitle}
        </Text>
        {readOnly && (
          <Alert color="gray" icon={<IconLock size={18} />} title="Read-only">
            {readOnly}
          </Alert>
        )}
        {other && !readOnly && <ConflictNotice mine={values} other={other.fields} onKeepMine={keepMine} onUseOther={takeOther} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Employee Name" required {...text('employeeName')} />
          <TextInput label="Employee Number" required {...text('employeeNumber')} />
          <Select
            label="Shift"
            required
            data={withCurrent(SHIFT_CHOICES, values.shift)}
            value={values.shift}
            onChange={(v) => v && set('shift', v)}
            allowDeselect={false}
            disabled={!!readOnly}
          />
          <TextInput label="Team Number" {...text('teamNumber')} />
          <Select
            label="Status"
            data={JOURNAL_ENTRY_STATUSES.map((s) => ({ value: s, label: JOURNAL_ENTRY_STATUS_LABELS[s] }))}
            value={values.status}
            onChange={(v) => {
              if (!v) return;
              if (v === 'closed') setConfirmClose(true);
              else set('status', v as JournalEntryStatus);
            }}
            allowDeselect={false}
            disabled={!!readOnly}
          />
          <Select
            label="Job Title"
            required
            data={withCurrent(JOB_TITLE_CHOICES, values.jobTitle)}
            value={values.jobTitle}
            onChange={(v) => v && set('jobTitle', v)}
            allowDeselect={false}
            disabled={!!readOnly}
          />
        </SimpleGrid>
        {confirmClose && !readOnly && (
          <Alert color="orange" title="Close this entry?">
            <Stack gap="xs">
              <Text size="sm">A closed entry is read-only: it can no longer be edited, and no witnesses or photos can be added.</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  color="orange"
                  onClick={() => {
                    setConfirmClose(false);
                    set('status', 'closed');
                    void saver.saveNow();
                  }}
                >
                  Close Entry
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirmClose(false)}>
                  Keep Editing
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Checkbox
          label="Swapped shift"
          checked={values.isSwappedShift}
          onChange={(e) => set('isSwappedShift', e.currentTarget.checked)}
          disabled={!!readOnly}
        />
        <Textarea
          label="Incident Notes"
          required
          autosize
          minRows={6}
          maxRows={20}
          value={values.incidentNotes}
          onChange={(e) => set('incidentNotes', e.currentTarget.value)}
          error={problems.incidentNotes}
          disabled={!!readOnly}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Supporting Photos
          </Text>
          <EntryPhotos entryId={entry.id} images={entry.images} canAdd={!readOnly} />
        </Stack>
        <Divider />
        <ParticipantsPanel entryId={entry.id} participants={entry.participants} editable={!readOnly} />
        {/* Always in view, also on a phone: where the save stands, and the two buttons. */}
        <Group
          justify="space-between"
          gap="xs"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <SaveIndicator status={saver.status} dirty={saver.dirty} />
          <Group gap="xs">
            <Button variant="default" onClick={() => void close()}>
              Close
            </Button>
            {/* While a conflict waits for the member's choice, the notice's buttons are the way to save. */}
            <Button onClick={() => void saveNow()} loading={saver.status === 'saving'} disabled={!!other}>
              Save Now
            </Button>
          </Group>
        </Group>
      </Stack>
    </Drawer>
  );
}
