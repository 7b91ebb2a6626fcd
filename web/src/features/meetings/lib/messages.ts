// The wizard's words: its labels, toasts and failure messages, word for word as a member sees them.

export const MEETING_ROLES = ['manager', 'supervisor', 'coworker', 'shop_steward'] as const;
export type MeetingRoleValue = (typeof MEETING_ROLES)[number];
export const MEETING_ROLE_LABELS: Record<MeetingRoleValue, string> = {
  manager: 'Manager',
  supervisor: 'Supervisor',
  coworker: 'Coworker',
  shop_steward: 'Shop Steward',
};

export const WIZARD_STEPS = ['Your rights', 'Participants', 'Documentation', 'Evidence', 'Confirmation'] as const;
export const MAX_WIZARD_IMAGES = 5;

export const CONSENT_LABEL = 'All participants are aware of and consent to recording';
export const RIGHTS_CONFIRM_LABEL = 'I understand my rights and am ready to document this meeting';
/** When this local's words could not be loaded: what is safe under every regime. */
export const RIGHTS_UNAVAILABLE =
  "This local's guidance could not be loaded just now. Ask for a steward before you answer questions, ask that your request be noted, answer truthfully, and contact a steward right after the meeting.";
export const NO_CONTRACT_PROVISION =
  'Your contract, as imported into this app, has no provision of its own on investigatory meetings or representation. The rights above still apply.';

/** The server's words as the first sentence of a longer message (some of them end without a full stop). */
const asSentence = (text: string) => text.trim().replace(/([^.!?])$/, '$1.');

export const TOAST = {
  recordingStarted: { title: 'Recording Started', message: 'Audio recording is now active' },
  recordingStopped: { title: 'Recording Stopped', message: 'Processing transcription...' },
  transcriptionComplete: (seconds: number) => ({ title: 'Transcription Complete', message: `Transcribed ${seconds}s of audio` }),
  recordingFailed: { title: 'Recording Failed', message: 'Unable to access microphone. Please check permissions.' },
  transcriptionFailed: { title: 'Transcription Failed', message: 'Unable to transcribe audio. Please check your notes.' },
  transcriptionError: { title: 'Transcription Error', message: 'Failed to process audio file' },
  finalizeFailed: { title: 'Error', message: 'Failed to document grievance meeting. Please try again.' },
  imagesFailed: { title: 'Grievance Documented', message: 'Your meeting was documented, but some images failed to upload.' },
  /** imagesFailed with the server's reason when it refused them for good (the member's storage full). */
  imagesRefused: (serverMessage: string) => ({
    title: 'Grievance Documented',
    message: `Your meeting was documented, but some images failed to upload. ${asSentence(serverMessage)}`,
  }),
  documented: (images: number) => ({
    title: 'Grievance Documented',
    message:
      images === 0
        ? 'Your meeting was documented with no supporting images.'
        : `Your meeting was documented with ${images} supporting ${images === 1 ? 'image' : 'images'}.`,
  }),
  /** The server refused a chunk for good (the member's storage full, or the recording at its size limit). */
  audioRefused: (serverMessage: string) => ({
    title: 'Recording Stopped',
    message: `${asSentence(serverMessage)} What was recorded until then is saved with the meeting.`,
  }),
  /** The same refusal when an interrupted recording is resumed: what is left stays on the device for later. */
  audioRefusedKeptOnDevice: (serverMessage: string) => ({
    title: 'Upload Incomplete',
    message: `${asSentence(serverMessage)} The rest of the recording is still kept on this device.`,
  }),
  uploadIncomplete: {
    title: 'Audio Upload Incomplete',
    message: 'The rest of the recording is kept on this device and will be offered again on your next visit.',
  },
};

/** Minutes and seconds as the recording timer shows them: 0:07 -> '00:07', 754 s -> '12:34'. */
export function formatTimer(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** A recording's length as a player shows it, minutes:seconds: 4.4 s -> '0:04', 754 s -> '12:34', 3725 s -> '62:05'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
