import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { MeetingFieldsFragment, MeetingRecordingFieldsFragment } from '@/gql/graphql';
import { MeetingRightsProvisionDocument, MeetingStewardsDocument } from './rights.graphql';
import {
  AttachMeetingToGrievanceDocument,
  DeleteMeetingDocument,
  FinalizeMeetingDocument,
  FinishMeetingRecordingDocument,
  MeetingGrievanceChoicesDocument,
  MeetingRecordingDocument,
  MeetingsDocument,
  RetryMeetingRecordingTranscriptionDocument,
  StartMeetingDocument,
  StartMeetingRecordingDocument,
  UpdateMeetingRecordingDocument,
} from './meetings.graphql';
import { uploadMeetingImage, uploadRecordingChunk } from './uploads';
import type { MeetingApi, MeetingSnapshot, RecordingSnapshot } from '../lib/meetingApi';

export type Meeting = MeetingFieldsFragment;
export type MeetingRecording = MeetingRecordingFieldsFragment;

export const toRecordingSnapshot = (r: MeetingRecording): RecordingSnapshot => ({
  id: r.id,
  meetingId: r.meetingId,
  position: r.position,
  status: r.status,
  transcript: r.transcript,
  transcriptStatus: r.transcriptStatus,
  transcriptProgress: r.transcriptProgress ?? null,
  transcriptIsDraft: r.transcriptIsDraft,
  transcriptError: r.transcriptError ?? null,
  durationSeconds: r.audio?.durationSeconds ?? null,
  audioUrl: r.audio?.url ?? null,
});

export const toSnapshot = (m: Meeting): MeetingSnapshot => ({
  id: m.id,
  status: m.status,
  recordings: m.recordings.map(toRecordingSnapshot),
  finalizedAt: m.finalizedAt ?? null,
});

/** The wizard's server, over GraphQL and the REST uploads; the Meetings list is refreshed after each change. */
export function useMeetingApi(): MeetingApi {
  const client = useApolloClient();
  return useMemo<MeetingApi>(() => {
    const refresh = () => client.refetchQueries({ include: [MeetingsDocument] }).catch(() => {});
    const must = <T>(data: T | null | undefined): T => {
      if (!data) throw new Error('No answer from the server');
      return data;
    };
    return {
      async rightsProvision(question) {
        const { data } = await client.mutate({ mutation: MeetingRightsProvisionDocument, variables: { question } });
        return must(data).askContract;
      },
      async stewards() {
        const { data } = await client.query({ query: MeetingStewardsDocument });
        return must(data).shopStewards;
      },
      async start(input) {
        const { data } = await client.mutate({ mutation: StartMeetingDocument, variables: { input } });
        void refresh();
        return toSnapshot(must(data).startMeeting);
      },
      async startRecording(meetingId) {
        const { data } = await client.mutate({ mutation: StartMeetingRecordingDocument, variables: { meetingId } });
        void refresh();
        return toRecordingSnapshot(must(data).startMeetingRecording);
      },
      uploadChunk: uploadRecordingChunk,
      async finishRecording(id, durationSeconds) {
        const { data } = await client.mutate({ mutation: FinishMeetingRecordingDocument, variables: { id, durationSeconds } });
        const recording = must(data).finishMeetingRecording;
        void refresh();
        return recording ? toRecordingSnapshot(recording) : null;
      },
      async getRecording(id) {
        const { data } = await client.query({ query: MeetingRecordingDocument, variables: { id }, fetchPolicy: 'network-only' });
        return toRecordingSnapshot(must(data).meetingRecording);
      },
      async retryTranscription(id) {
        const { data } = await client.mutate({ mutation: RetryMeetingRecordingTranscriptionDocument, variables: { id } });
        return toRecordingSnapshot(must(data).retryMeetingRecordingTranscription);
      },
      async saveTranscript(id, transcript) {
        const { data } = await client.mutate({ mutation: UpdateMeetingRecordingDocument, variables: { id, input: { transcript } } });
        return toRecordingSnapshot(must(data).updateMeetingRecording);
      },
      async finalize(id, input) {
        const { data } = await client.mutate({ mutation: FinalizeMeetingDocument, variables: { id, input } });
        void refresh();
        return toSnapshot(must(data).finalizeMeeting);
      },
      async uploadImage(meetingId, file, caption) {
        await uploadMeetingImage(meetingId, file, caption);
        void refresh();
      },
    };
  }, [client]);
}

/** The member's own meetings, newest first. */
export function useMeetings() {
  const { data, loading, error, refetch } = useQuery(MeetingsDocument, { fetchPolicy: 'cache-and-network' });
  return { meetings: data?.meetings ?? [], loading: loading && !data, error: data ? undefined : error, refetch };
}

export function useGrievanceChoices(skip: boolean) {
  const { data, loading, error } = useQuery(MeetingGrievanceChoicesDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { grievances: data?.grievances ?? [], loading: loading && !data, error };
}

export function useDeleteMeeting() {
  return useMutation(DeleteMeetingDocument, { refetchQueries: [MeetingsDocument] });
}

export function useAttachMeeting() {
  return useMutation(AttachMeetingToGrievanceDocument);
}

export function useFinishMeetingRecording() {
  return useMutation(FinishMeetingRecordingDocument, { refetchQueries: [MeetingsDocument] });
}

export function useRetryRecordingTranscription() {
  return useMutation(RetryMeetingRecordingTranscriptionDocument, { refetchQueries: [MeetingsDocument] });
}
