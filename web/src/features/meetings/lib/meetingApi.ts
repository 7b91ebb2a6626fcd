import type { RepresentationScriptData } from '@/components/RepresentationGuidance';
import type { UploadChunk } from './chunkStore';
import type { MeetingRoleValue } from './messages';

// What the wizard needs of the server, as one small interface: the real one is built on Apollo and the REST
// uploads (api/useMeetings.ts), the component tests hand in a fake.

export type TranscriptState = 'none' | 'pending' | 'processing' | 'done' | 'failed';

/** One recording of a meeting as the server answered it. */
export interface RecordingSnapshot {
  id: string;
  meetingId: string;
  position: number;
  status: 'recording' | 'closed';
  transcript: string;
  transcriptStatus: TranscriptState;
  transcriptProgress: number | null;
  transcriptIsDraft: boolean;
  transcriptError: string | null;
  /** The length the server measured when it closed the recording (else the browser's); null until known. */
  durationSeconds: number | null;
  /** Where the recording plays from; null while nothing of it is stored. */
  audioUrl: string | null;
}

export interface MeetingSnapshot {
  id: string;
  status: 'recording' | 'draft' | 'finalized';
  recordings: RecordingSnapshot[];
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
  /** A new meeting; with consent its first recording is open at once. */
  start(input: { participants: ParticipantInput[]; recordingConsent: boolean; notes: string }): Promise<MeetingSnapshot>;
  /** The meeting's next recording, open. */
  startRecording(meetingId: string): Promise<RecordingSnapshot>;
  uploadChunk: UploadChunk;
  /** Closes the recording; null when nothing was recorded (the server removed it). */
  finishRecording(recordingId: string, durationSeconds: number): Promise<RecordingSnapshot | null>;
  getRecording(recordingId: string): Promise<RecordingSnapshot>;
  retryTranscription(recordingId: string): Promise<RecordingSnapshot>;
  saveTranscript(recordingId: string, transcript: string): Promise<RecordingSnapshot>;
  finalize(id: string, input: { participants: ParticipantInput[]; notes: string }): Promise<MeetingSnapshot>;
  uploadImage(meetingId: string, file: File, caption: string): Promise<void>;
}

const busy = (s: TranscriptState) => s === 'pending' || s === 'processing';

/**
 * Reads the recording again until its transcript is no longer pending or processing, reporting progress; a recording
 * of a minute or less comes back done from finishing it, a longer one is transcribed by a job.
 */
export async function waitForTranscript(
  get: (id: string) => Promise<RecordingSnapshot>,
  first: RecordingSnapshot,
  onProgress: (percent: number | null) => void,
  intervalMs = 1500,
  signal?: { cancelled: boolean },
): Promise<RecordingSnapshot> {
  let recording = first;
  while (busy(recording.transcriptStatus) && !signal?.cancelled) {
    onProgress(recording.transcriptProgress);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    recording = await get(recording.id);
  }
  return recording;
}
