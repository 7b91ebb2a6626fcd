import type { RepresentationScriptData } from '@/components/RepresentationGuidance';
import type { UploadChunk } from './chunkStore';
import type { MeetingRoleValue } from './messages';

// What the wizard needs of the server, as one small interface: the real one is built on Apollo and the REST
// uploads (api/useMeetingApi.ts), the component tests hand in a fake.

export type TranscriptState = 'none' | 'pending' | 'processing' | 'done' | 'failed';

export interface MeetingSnapshot {
  id: string;
  status: 'recording' | 'draft' | 'finalized';
  transcript: string;
  transcriptStatus: TranscriptState;
  transcriptProgress: number | null;
  transcriptIsDraft: boolean;
  transcriptError: string | null;
  durationSeconds: number | null;
  finalizedAt: string | null;
}

export interface ParticipantInput {
  name: string;
  employeeNumber: string | null;
  role: MeetingRoleValue;
}

/** The contract's own provision, and the words to say for this local (null when the server gave none). */
export interface ContractProvision {
  answer: string;
  citations: ReadonlyArray<{ reference: string }>;
  representation?: RepresentationScriptData | null;
}

export interface MeetingApi {
  rightsProvision(question: string): Promise<ContractProvision>;
  stewards(): Promise<ReadonlyArray<{ id: string; name: string; position: string }>>;
  start(input: { participants: ParticipantInput[]; recordingConsent: boolean; notes: string }): Promise<MeetingSnapshot>;
  uploadChunk: UploadChunk;
  finishAudio(id: string, durationSeconds: number): Promise<MeetingSnapshot>;
  get(id: string): Promise<MeetingSnapshot>;
  retryTranscription(id: string): Promise<MeetingSnapshot>;
  finalize(id: string, input: { participants: ParticipantInput[]; notes: string; transcript?: string }): Promise<MeetingSnapshot>;
  uploadImage(meetingId: string, file: File, caption: string): Promise<void>;
}

const busy = (s: TranscriptState) => s === 'pending' || s === 'processing';

/**
 * Reads the meeting again until its transcript is no longer pending or processing, reporting progress; a recording
 * of a minute or less comes back done from finishMeetingAudio itself, a longer one is transcribed by a job.
 */
export async function waitForTranscript(
  get: (id: string) => Promise<MeetingSnapshot>,
  first: MeetingSnapshot,
  onProgress: (percent: number | null) => void,
  intervalMs = 1500,
  signal?: { cancelled: boolean },
): Promise<MeetingSnapshot> {
  let meeting = first;
  while (busy(meeting.transcriptStatus) && !signal?.cancelled) {
    onProgress(meeting.transcriptProgress);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    meeting = await get(meeting.id);
  }
  return meeting;
}
