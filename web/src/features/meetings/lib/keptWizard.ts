import { MEETING_ROLES } from './messages';
import { initialWizardState, type WizardRecording, type WizardState } from './wizardState';

// A meeting being documented, kept in the browser (lib/keptWork.ts) until it is finalized or closed: when the member
// is signed out mid-meeting (or the tab closes), signing in again opens the wizard where they were, with the
// participants, the notes and the recordings' transcripts. Chosen photos are not kept (files cannot be): their names
// are, to be chosen again. The audio of a recording cut off mid-way is on the device already (chunkStore.ts) and is
// offered back on its own.

export const KEPT_WIZARD = 'meeting-wizard';

export interface KeptWizard {
  step: number;
  rightsConfirmed: boolean;
  participants: WizardState['participants'];
  consent: boolean;
  notes: string;
  recordings: WizardRecording[];
  meetingId: string | null;
  photos: string[];
  /** The wizard was open: it opens again by itself (one closed mid-way waits for INITIATE MEETING). */
  open?: boolean;
}

/** Something worth keeping: the member has started documenting and has not finalized yet. */
const inProgress = (state: WizardState) =>
  state.step < 4 && (state.rightsConfirmed || state.participants.length > 0 || state.notes !== '' || state.meetingId !== null);

/** What is kept of the wizard's state; undefined when there is nothing to keep. */
export function keptWizardOf(state: WizardState): KeptWizard | undefined {
  if (!inProgress(state)) return undefined;
  return {
    step: state.step,
    rightsConfirmed: state.rightsConfirmed,
    participants: state.participants,
    consent: state.consent,
    notes: state.notes,
    recordings: state.recordings,
    meetingId: state.meetingId,
    photos: state.images.map((image) => image.file.name),
  };
}

/** True when a meeting was left in the open wizard (the session ended, the tab closed). */
export const wasLeftOpen = (kept: unknown) => isKeptWizard(kept) && kept.open === true;

/** The wizard as it was left: the microphone idle (a recording cut off is offered back separately). */
export function restoredWizardState(kept: KeptWizard): WizardState {
  return {
    ...initialWizardState,
    step: Math.min(kept.step, 3),
    rightsConfirmed: kept.rightsConfirmed,
    participants: kept.participants,
    consent: kept.consent,
    notes: kept.notes,
    recordings: kept.recordings,
    meetingId: kept.meetingId,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown) => typeof value === 'string';

const isParticipant = (value: unknown) =>
  isObject(value) && isString(value.name) && isString(value.employeeNumber) && (MEETING_ROLES as readonly unknown[]).includes(value.role);

const isRecording = (value: unknown) =>
  isObject(value) &&
  isString(value.id) &&
  isString(value.meetingId) &&
  typeof value.position === 'number' &&
  ['transcribing', 'done', 'failed'].includes(value.status as string) &&
  isString(value.transcript) &&
  isString(value.savedTranscript) &&
  typeof value.isDraft === 'boolean' &&
  (value.durationSeconds === null || typeof value.durationSeconds === 'number') &&
  (value.audioUrl === null || isString(value.audioUrl)) &&
  (value.unclosedSeconds === null || typeof value.unclosedSeconds === 'number') &&
  typeof value.onDevice === 'boolean';

/** True for a well-formed kept wizard (as read back from the browser's storage). */
export function isKeptWizard(value: unknown): value is KeptWizard {
  return (
    isObject(value) &&
    Number.isInteger(value.step) &&
    (value.step as number) >= 0 &&
    typeof value.rightsConfirmed === 'boolean' &&
    Array.isArray(value.participants) &&
    value.participants.every(isParticipant) &&
    typeof value.consent === 'boolean' &&
    isString(value.notes) &&
    Array.isArray(value.recordings) &&
    value.recordings.every(isRecording) &&
    (value.meetingId === null || isString(value.meetingId)) &&
    Array.isArray(value.photos) &&
    value.photos.every(isString) &&
    (value.open === undefined || typeof value.open === 'boolean')
  );
}
