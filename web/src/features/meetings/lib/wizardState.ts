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

/** idle -> recording -> transcribing -> done (an editable transcript). */
export type RecordingPhase = 'idle' | 'recording' | 'transcribing' | 'done';

export interface WizardState {
  step: number;
  rightsConfirmed: boolean;
  participants: WizardParticipant[];
  consent: boolean;
  notes: string;
  transcript: string;
  recording: RecordingPhase;
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
  transcript: '',
  recording: 'idle',
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
  | { type: 'setTranscript'; value: string }
  | { type: 'setRecording'; phase: RecordingPhase }
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
  if (state.recording === 'recording' || state.recording === 'transcribing') return false;
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

/** Recording may start only with the consent box ticked, once per meeting, at the documentation step. */
export function canStartRecording(state: WizardState): boolean {
  return state.step === 2 && state.consent && state.recording === 'idle' && state.meetingId === null && state.participants.length > 0;
}

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
      return state.recording === 'idle' && state.meetingId === null ? { ...state, consent: action.value } : state;
    case 'setNotes':
      return { ...state, notes: action.value };
    case 'setTranscript':
      return { ...state, transcript: action.value };
    case 'setRecording':
      return { ...state, recording: action.phase };
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
