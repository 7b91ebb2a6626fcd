import { graphql } from '@/gql';

export const JournalEventFieldsFragment = graphql(`
  fragment JournalEventFields on JournalEvent {
    id
    eventTitle
    description
    isActive
    createdAt
  }
`);

export const JournalParticipantFieldsFragment = graphql(`
  fragment JournalParticipantFields on JournalParticipant {
    id
    entryId
    name
    jobTitle
    employeeNumber
    order
    notes
  }
`);

export const JournalImageFieldsFragment = graphql(`
  fragment JournalImageFields on JournalEntryImage {
    id
    entryId
    order
    originalFileName
    fileSize
    mimeType
    caption
    url
    uploadedAt
  }
`);

export const JournalEntryFieldsFragment = graphql(`
  fragment JournalEntryFields on JournalEntry {
    id
    eventId
    event {
      ...JournalEventFields
    }
    employeeName
    employeeNumber
    shift
    teamNumber
    jobTitle
    isSwappedShift
    incidentNotes
    entryDate
    status
    isGrievance
    isClosed
    readOnlyReason
    version
    createdAt
    updatedAt
    images {
      ...JournalImageFields
    }
    participants {
      ...JournalParticipantFields
    }
  }
`);

export const JournalEventsDocument = graphql(`
  query JournalEvents {
    journalEvents {
      ...JournalEventFields
    }
  }
`);

export const JournalEntriesDocument = graphql(`
  query JournalEntries {
    journalEntries {
      ...JournalEntryFields
    }
  }
`);

export const JournalEntryDocument = graphql(`
  query JournalEntry($id: ID!) {
    journalEntry(id: $id) {
      ...JournalEntryFields
    }
  }
`);

export const CreateJournalEventDocument = graphql(`
  mutation CreateJournalEvent($input: JournalEventInput!) {
    createJournalEvent(input: $input) {
      ...JournalEventFields
    }
  }
`);

export const CreateJournalEntryDocument = graphql(`
  mutation CreateJournalEntry($input: JournalEntryInput!) {
    createJournalEntry(input: $input) {
      ...JournalEntryFields
    }
  }
`);

export const UpdateJournalEntryDocument = graphql(`
  mutation UpdateJournalEntry($id: ID!, $input: JournalEntryUpdateInput!) {
    updateJournalEntry(id: $id, input: $input) {
      ...JournalEntryFields
    }
  }
`);

export const AddJournalParticipantDocument = graphql(`
  mutation AddJournalParticipant($entryId: ID!, $input: JournalParticipantInput!) {
    addJournalParticipant(entryId: $entryId, input: $input) {
      ...JournalParticipantFields
    }
  }
`);

export const RemoveJournalParticipantDocument = graphql(`
  mutation RemoveJournalParticipant($id: ID!) {
    removeJournalParticipant(id: $id)
  }
`);
