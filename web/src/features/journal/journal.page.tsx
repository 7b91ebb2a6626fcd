import { Alert, Button, Card, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconNotebook, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { errorMessage } from '@/lib/errors';
import { dropPiece, keptPiece, useKeptPiece } from '@/lib/keptWork';
import { NEW_ENTRY_NOTES_PARAM } from '@/lib/meetingWizard';
import { useJournalEntries, useJournalEvents } from './api/useJournal';
import { EditEntryPanel } from './components/EditEntryPanel/EditEntryPanel';
import { EntryCard } from './components/EntryCard/EntryCard';
import { EntryFormModal } from './components/EntryFormModal/EntryFormModal';
import { EventCard } from './components/EventCard/EventCard';
import { EventFormModal } from './components/EventFormModal/EventFormModal';
import { isKeptEdit, isKeptNewEntry, KEPT_EDIT, KEPT_NEW_ENTRY } from './lib/keptEdit';

function EmptyState({ icon, title, text, action }: { icon: React.ReactNode; title: string; text: string; action?: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {text}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}

/** Workplace Journal (/grievances): events, entries, witnesses, photos, exports. */
export function JournalPage() {
  const { events, loading: eventsLoading, error: eventsError } = useJournalEvents();
  const { entries, loading: entriesLoading, error: entriesError } = useJournalEntries();
  const [tab, setTab] = useState<string | null>('entries');
  const [eventFormOpen, setEventFormOpen] = useState(false);
  // A new entry left unsaved (the session ended, the page closed) opens again as the member left it.
  const [entryForm, setEntryForm] = useState<{ opened: boolean; eventId?: string; notes?: string }>(() => ({
    opened: isKeptNewEntry(keptPiece(KEPT_NEW_ENTRY)),
  }));
  const [params, setParams] = useSearchParams();
  const notesFromMeeting = params.get(NEW_ENTRY_NOTES_PARAM);

  // 'Start a journal entry from this meeting' (Meetings view): the new-entry form opens with the meeting's notes.
  useEffect(() => {
    if (notesFromMeeting === null) return;
    setEntryForm({ opened: true, notes: notesFromMeeting });
    setParams(
      (p) => {
        p.delete(NEW_ENTRY_NOTES_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [notesFromMeeting, setParams]);
  // An edit left unsaved (the session ended, the tab was closed) opens again, and the panel saves it.
  const keptEdit = useKeptPiece(KEPT_EDIT, isKeptEdit);
  const [editingId, setEditingId] = useState<string | null>(keptEdit?.entryId ?? null);
  const editing = entries.find((e) => e.id === editingId) ?? null;
  const loading = eventsLoading || entriesLoading;
  const error = eventsError ?? entriesError;
  // ...unless its entry is gone (deleted on another device): nothing is left to save it to.
  useEffect(() => {
    if (loading || error || !keptEdit || entries.some((e) => e.id === keptEdit.entryId)) return;
    dropPiece(KEPT_EDIT);
    setEditingId((id) => (id === keptEdit.entryId ? null : id));
  }, [loading, error, keptEdit, entries]);

  const newEvent = () => {
    setEntryForm({ opened: false });
    setEventFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title="Workplace Journal"
        description="Dated notes of what happened at work, who saw it, and photos: your evidence. Only you can see it."
        actions={
          <>
            <Button variant="default" leftSection={<IconCalendarEvent size={16} />} onClick={newEvent}>
              New Event
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEntryForm({ opened: true })}>
              New Entry
            </Button>
          </>
        }
      />

      {error && (
        <Alert color="red" title="Unable to load your journal" mb="md">
          {errorMessage(error, 'Please try again later.')}
        </Alert>
      )}

      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="entries" leftSection={<IconNotebook size={16} />}>
            Journal Entries ({entries.length})
          </Tabs.Tab>
          <Tabs.Tab value="events" leftSection={<IconCalendarEvent size={16} />}>
            Events ({events.length})
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="entries">
          {loading ? (
            <Stack>
              {[0, 1].map((i) => (
                <Skeleton key={i} h={220} radius="md" />
              ))}
            </Stack>
          ) : entries.length === 0 ? (
            <EmptyState
              icon={<IconNotebook size={36} stroke={1.5} />}
              title="No Journal Entries"
              text="Start with an event (what happened), then add dated entries with witnesses and photos."
              action={<Button onClick={newEvent}>Create Your First Event</Button>}
            />
          ) : (
            <Stack>
              {entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} onEdit={setEditingId} />
              ))}
            </Stack>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="events">
          {loading ? (
            <Skeleton h={160} radius="md" />
          ) : events.length === 0 ? (
            <EmptyState
              icon={<IconCalendarEvent size={36} stroke={1.5} />}
              title="No Events"
              text="Create an event for each situation you want to keep a record of."
              action={<Button onClick={newEvent}>New Event</Button>}
            />
          ) : (
            <Stack>
              {events.map((event) => (
                <EventCard key={event.id} event={event} onAddEntry={(eventId) => setEntryForm({ opened: true, eventId })} />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>

      <EventFormModal
        opened={eventFormOpen}
        onClose={() => setEventFormOpen(false)}
        onCreated={(event) => {
          setEventFormOpen(false);
          // Creating an event opens the new-entry form preselected on it; an inactive one takes no entries.
          if (event.isActive) setEntryForm({ opened: true, eventId: event.id });
          else setTab('events');
        }}
      />
      <EntryFormModal
        opened={entryForm.opened}
        eventId={entryForm.eventId}
        initialNotes={entryForm.notes}
        events={events}
        onClose={() => setEntryForm({ opened: false })}
        onNewEvent={newEvent}
        onCreated={() => {
          setEntryForm({ opened: false });
          setTab('entries');
        }}
      />
      {editing && <EditEntryPanel key={editing.id} entry={editing} onClose={() => setEditingId(null)} />}
    </>
  );
}
