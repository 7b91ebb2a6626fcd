import { graphql } from '@/gql';

export const MeetingFieldsFragment = graphql(`
  fragment MeetingFields on Meeting {
    id
    status
    startedAt
    finalizedAt
    participants {
      name
      employeeNumber
      role
    }
    recordingConsent
    notes
    transcript
    transcriptStatus
    transcriptProgress
    transcriptIsDraft
    transcriptError
    audio {
      mimeType
      fileSize
      durationSeconds
      chunks
      url
    }
    images {
      id
      originalFileName
      fileSize
      mimeType
      caption
      order
      url
    }
    grievanceId
    recordUrl
    createdAt
    updatedAt
  }
`);

export const MeetingsDocument = graphql(`
  query Meetings {
    meetings {
      ...MeetingFields
    }
  }
`);

export const MeetingDocument = graphql(`
  query Meeting($id: ID!) {
    meeting(id: $id) {
      ...MeetingFields
    }
  }
`);

export const StartMeetingDocument = graphql(`
  mutation StartMeeting($input: MeetingStartInput!) {
    startMeeting(input: $input) {
      ...MeetingFields
    }
  }
`);

export const FinishMeetingAudioDocument = graphql(`
  mutation FinishMeetingAudio($id: ID!, $durationSeconds: Float) {
    finishMeetingAudio(id: $id, durationSeconds: $durationSeconds) {
      ...MeetingFields
    }
  }
`);

export const RetryMeetingTranscriptionDocument = graphql(`
  mutation RetryMeetingTranscription($id: ID!) {
    retryMeetingTranscription(id: $id) {
      ...MeetingFields
    }
  }
`);

export const FinalizeMeetingDocument = graphql(`
  mutation FinalizeMeeting($id: ID!, $input: MeetingUpdateInput!) {
    finalizeMeeting(id: $id, input: $input) {
      ...MeetingFields
    }
  }
`);

export const DeleteMeetingDocument = graphql(`
  mutation DeleteMeeting($id: ID!) {
    deleteMeeting(id: $id)
  }
`);

export const AttachMeetingToGrievanceDocument = graphql(`
  mutation AttachMeetingToGrievance($id: ID!, $grievanceId: ID) {
    attachMeetingToGrievance(id: $id, grievanceId: $grievanceId) {
      ...MeetingFields
    }
  }
`);

// The member's grievances, for 'Attach to grievance' (the meetings feature reads them itself, not through grievances/).
export const MeetingGrievanceChoicesDocument = graphql(`
  query MeetingGrievanceChoices {
    grievances {
      id
      title
      status
    }
  }
`);
