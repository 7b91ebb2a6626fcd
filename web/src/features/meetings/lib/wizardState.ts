import type { MeetingRoleValue } from './messages';

// The wizard's state and its rules, kept apart from the UI so the rules are testable.

export interface WizardParticipant {
  name: string;
  employeeNumber: string;
  role: MeetingRoleValue;
}

export interface WizardImage {
  key: string;
  file: File;
  caption: string;
}

/** The microphone: idle -> recording -> transcribing (stopped) -> idle again, with one more recording listed. */
export type RecorderPhase = 'idle' | 'recording' | 'transcribing';

/** One recording made in the wizard, once it was stopped. */
export interface WizardRecording {
  id: string;
  meetingId: string;
  position: number;
  /** Being transcribed, transcribed (done), or not (failed: the audio is kept, the member may type the text). */
  status: 'transcribing' | 'done' | 'failed';
  /** The transcript as the member sees and edits it. */
  transcript: string;
  /** The transcript as the server holds it: an edit that differs is saved at Finalize. */
  savedTranscript: string;
  /** The engine's draft, until the member corrects it. */
  isDraft: boolean;
  durationSeconds: number | null;
  audioUrl: string | null;
  /** Not yet closed on the server (its upload or its closing failed): the length to close it with. */
  unclosedSeconds: number | null;
  /** Part of its audio is still only in this browser. */
  onDevice: boolean;
}

export interface WizardState {
  step: number;
  rightsConfirmed: boolean;
  participants: WizardParticipant[];
  consent: boolean;
  notes: string;
  recorder: RecorderPhase;
  /** The recordings made so far, in order. */
  recordings: WizardRecording[];
  /** The stored meeting, once recording started or the meeting was finalized. */
  meetingId: string | null;
  images: WizardImage[];
  /** What Finalize stored, for the confirmation step. */
  result: { imagesUploaded: number; imagesFailed: number; finalizedAt: string } | null;
}

export const initialWizardState: WizardState = {
  step: 0,
  rightsConfirmed: false,
  participants: [],
  consent: false,
  notes: '',
  recorder: 'idle',
  recordings: [],
  meetingId: null,
  images: [],
  result: null,
};

export type WizardAction =
  | { type: 'confirmRights'; value: boolean }
  | { type: 'goTo'; step: number }
  | { type: 'addParticipant'; participant: WizardParticipant }
  | { type: 'removeParticipant'; index: number }
  | { type: 'setConsent'; value: boolean }
  | { type: 'setNotes'; value: string }
  | { type: 'setRecorder'; phase: RecorderPhase }
  | { type: 'addRecording'; recording: WizardRecording }
  | { type: 'updateRecording'; id: string; changes: Partial<Omit<WizardRecording, 'id'>> }
  | { type: 'removeRecording'; id: string }
  | { type: 'editTranscript'; id: string; value: string }
  | { type: 'setMeetingId'; id: string | null }
  | { type: 'addImages'; images: WizardImage[] }
  | { type: 'removeImage'; key: string }
  | { type: 'setCaption'; key: string; caption: string }
  | { type: 'finalized'; result: NonNullable<WizardState['result']> }
  | { type: 'reset' };

export const MAX_MEETING_PARTICIPANTS = 20;

/** Whether the wizard may move from the current step to `to` (forward moves only need a rule). */
export function canGoTo(state: WizardState, to: number): boolean {
  if (to < 0 || to > 4) return false;
  // Nothing moves while the microphone is live or the transcript is being made: the audio must not be left behind.
  if (state.recorder !== 'idle') return false;
  if (state.step === 4) return false;
  if (to === state.step) return false;
  if (to < state.step) return state.step <= 3 && to === state.step - 1;
  if (to !== state.step + 1) return false;
  switch (state.step) {
    case 0:
      return state.rightsConfirmed;
    case 1:
      return state.participants.length > 0;
    case 2:
      return state.participants.length > 0;
    default:
      // 3 -> 4 is Finalize: only the 'finalized' action moves there.
      return false;
  }
}

/**
 * Recording may start only with the consent box ticked, at the documentation step, while the microphone is idle; as
 * often as the member likes, except while a recording made before is not yet closed on the server (its audio must
 * reach it first: the server keeps one recording of a meeting open at a time).
 */
export function canStartRecording(state: WizardState): boolean {
  return (
    state.step === 2 &&
    state.consent &&
    state.recorder === 'idle' &&
    state.participants.length > 0 &&
    state.recordings.every((r) => r.unclosedSeconds === null)
  );
}

/** Recordings still waiting for their transcript edit to reach the server. */
export const editedRecordings = (state: WizardState) => state.recordings.filter((r) => r.transcript !== r.savedTranscript);

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'confirmRights':
      return { ...state, rightsConfirmed: action.value };
    case 'goTo':
      return canGoTo(state, action.step) ? { ...state, step: action.step } : state;
    case 'addParticipant': {
      const name = action.participant.name.trim();
      if (!name || state.participants.length >= MAX_MEETING_PARTICIPANTS) return state;
      const participant = { ...action.participant, name, employeeNumber: action.participant.employeeNumber.trim() };
      return { ...state, participants: [...state.participants, participant] };
    }
    case 'removeParticipant':
      return { ...state, participants: state.participants.filter((_, i) => i !== action.index) };
    case 'setConsent':
      // Once audio is being kept, consent was given for it: the box no longer changes.
      return state.recorder === 'idle' && state.meetingId === null ? { ...state, consent: action.value } : state;
    case 'setNotes':
      return { ...state, notes: action.value };
    case 'setRecorder':
      return { ...state, recorder: action.phase };
    case 'addRecording':
      return { ...state, recordings: [...state.recordings, action.recording].sort((a, b) => a.position - b.position) };
    case 'updateRecording':
      return { ...state, recordings: state.recordings.map((r) => (r.id === action.id ? { ...r, ...action.changes } : r)) };
    case 'removeRecording':
      return { ...state, recordings: state.recordings.filter((r) => r.id !== action.id) };
    case 'editTranscript':
      // Corrected by the member: no longer the engine's draft (the server clears its mark when the edit is saved).
      return {
        ...state,
        recordings: state.recordings.map((r) => (r.id === action.id ? { ...r, transcript: action.value, isDraft: false } : r)),
      };
    case 'setMeetingId':
      return { ...state, meetingId: action.id };
    case 'addImages':
      return { ...state, images: [...state.images, ...action.images] };
    case 'removeImage':
      return { ...state, images: state.images.filter((i) => i.key !== action.key) };
    case 'setCaption':
      return { ...state, images: state.images.map((i) => (i.key === action.key ? { ...i, caption: action.caption } : i)) };
    case 'finalized':
      return { ...state, step: 4, result: action.result };
    case 'reset':
      return initialWizardState;
  }
}
