import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { JournalEntryFieldsFragment, JournalEventFieldsFragment, JournalParticipantFieldsFragment } from '@/gql/graphql';
import {
  AddJournalParticipantDocument,
  CreateJournalEntryDocument,
  CreateJournalEventDocument,
  JournalEntriesDocument,
  JournalEntryDocument,
  JournalEventsDocument,
  RemoveJournalParticipantDocument,
  UpdateJournalEntryDocument,
} from './journal.graphql';

export type JournalEvent = JournalEventFieldsFragment;
export type JournalEntry = JournalEntryFieldsFragment;
export type JournalParticipant = JournalParticipantFieldsFragment;
export type JournalImage = JournalEntry['images'][number];

export function useJournalEvents() {
  const { data, loading, error, refetch } = useQuery(JournalEventsDocument);
  return { events: data?.journalEvents ?? [], loading: loading && !data, error, refetch };
}

export function useJournalEntries() {
  const { data, loading, error, refetch } = useQuery(JournalEntriesDocument);
  return { entries: data?.journalEntries ?? [], loading: loading && !data, error, refetch };
}

/** Asks the server for one entry again (after photos or witnesses change); the cache updates every view of it. */
const refetchEntry = (id: string) => [{ query: JournalEntryDocument, variables: { id } }];

export function useCreateJournalEvent() {
  return useMutation(CreateJournalEventDocument, { refetchQueries: [JournalEventsDocument], awaitRefetchQueries: true });
}

export function useCreateJournalEntry() {
  return useMutation(CreateJournalEntryDocument, { refetchQueries: [JournalEntriesDocument], awaitRefetchQueries: true });
}

/** Saves changed fields; the answer (the whole entry) replaces the cached one, so the cards follow. */
export function useUpdateJournalEntry() {
  return useMutation(UpdateJournalEntryDocument);
}

/**
 * Reads one entry from the server into the cache (after its photos were added, or another window changed it), so
 * every view shows it. Rejects when the read fails.
 */
export function useFetchJournalEntry() {
  const client = useApolloClient();
  return (id: string) => client.query({ query: JournalEntryDocument, variables: { id }, fetchPolicy: 'network-only' });
}

/** The same read where a failure changes nothing on screen: it is ignored. */
export function useRefreshJournalEntry() {
  const fetchEntry = useFetchJournalEntry();
  return (id: string) => fetchEntry(id).catch(() => undefined);
}

export function useAddJournalParticipant(entryId: string) {
  return useMutation(AddJournalParticipantDocument, { refetchQueries: refetchEntry(entryId), awaitRefetchQueries: true });
}

export function useRemoveJournalParticipant(entryId: string) {
  return useMutation(RemoveJournalParticipantDocument, { refetchQueries: refetchEntry(entryId), awaitRefetchQueries: true });
}
