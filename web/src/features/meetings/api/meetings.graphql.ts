import { graphql } from '@/gql';

export const MeetingRecordingFieldsFragment = graphql(`
  fragment MeetingRecordingFields on MeetingRecording {
    id
    meetingId
    position
    status
    startedAt
    closedAt
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
  }
`);

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
    recordings {
      ...MeetingRecordingFields
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

export const StartMeetingDocument = graphql(`
  mutation StartMeeting($input: MeetingStartInput!) {
    startMeeting(input: $input) {
      ...MeetingFields
    }
  }
`);

export const MeetingRecordingDocument = graphql(`
  query MeetingRecording($id: ID!) {
    meetingRecording(id: $id) {
      ...MeetingRecordingFields
    }
  }
`);

export const StartMeetingRecordingDocument = graphql(`
  mutation StartMeetingRecording($meetingId: ID!) {
    startMeetingRecording(meetingId: $meetingId) {
      ...MeetingRecordingFields
    }
  }
`);

export const FinishMeetingRecordingDocument = graphql(`
  mutation FinishMeetingRecording($id: ID!, $durationSeconds: Float) {
    finishMeetingRecording(id: $id, durationSeconds: $durationSeconds) {
      ...MeetingRecordingFields
    }
  }
`);

export const RetryMeetingRecordingTranscriptionDocument = graphql(`
  mutation RetryMeetingRecordingTranscription($id: ID!) {
    retryMeetingRecordingTranscription(id: $id) {
      ...MeetingRecordingFields
    }
  }
`);

export const UpdateMeetingRecordingDocument = graphql(`
  mutation UpdateMeetingRecording($id: ID!, $input: MeetingRecordingUpdateInput!) {
    updateMeetingRecording(id: $id, input: $input) {
      ...MeetingRecordingFields
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
