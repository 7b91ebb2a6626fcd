import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { MeetingFieldsFragment } from '@/gql/graphql';
import { MeetingRightsProvisionDocument, MeetingStewardsDocument } from './rights.graphql';
import {
  AttachMeetingToGrievanceDocument,
  DeleteMeetingDocument,
  FinalizeMeetingDocument,
  FinishMeetingAudioDocument,
  MeetingDocument,
  MeetingGrievanceChoicesDocument,
  MeetingsDocument,
  RetryMeetingTranscriptionDocument,
  StartMeetingDocument,
} from './meetings.graphql';
import { uploadMeetingAudioChunk, uploadMeetingImage } from './uploads';
import type { MeetingApi, MeetingSnapshot } from '../lib/meetingApi';

export type Meeting = MeetingFieldsFragment;

export const toSnapshot = (m: Meeting): MeetingSnapshot => ({
  id: m.id,
  status: m.status,
  transcript: m.transcript,
  transcriptStatus: m.transcriptStatus,
  transcriptProgress: m.transcriptProgress ?? null,
  transcriptIsDraft: m.transcriptIsDraft,
  transcriptError: m.transcriptError ?? null,
  durationSeconds: m.audio?.durationSeconds ?? null,
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
      uploadChunk: uploadMeetingAudioChunk,
      async finishAudio(id, durationSeconds) {
        const { data } = await client.mutate({ mutation: FinishMeetingAudioDocument, variables: { id, durationSeconds } });
        return toSnapshot(must(data).finishMeetingAudio);
      },
      async get(id) {
        const { data } = await client.query({ query: MeetingDocument, variables: { id }, fetchPolicy: 'network-only' });
        return toSnapshot(must(data).meeting);
      },
      async retryTranscription(id) {
        const { data } = await client.mutate({ mutation: RetryMeetingTranscriptionDocument, variables: { id } });
        return toSnapshot(must(data).retryMeetingTranscription);
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

export function useFinishMeetingAudio() {
  return useMutation(FinishMeetingAudioDocument, { refetchQueries: [MeetingsDocument] });
}
