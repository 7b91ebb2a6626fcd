import { describe, expect, it } from 'vitest';
import { canGoTo, canStartRecording, editedRecordings, initialWizardState, type WizardState, wizardReducer } from './wizardState';

const steward = { name: 'Dana Reyes', employeeNumber: 'E123', role: 'shop_steward' as const };
const run = (...actions: Parameters<typeof wizardReducer>[1][]) => actions.reduce(wizardReducer, initialWizardState);

describe('meeting wizard rules', () => {
  it('leaves the rights step only once the member confirms understanding', () => {
    expect(canGoTo(initialWizardState, 1)).toBe(false);
    expect(run({ type: 'goTo', step: 1 }).step).toBe(0);
    expect(run({ type: 'confirmRights', value: true }, { type: 'goTo', step: 1 }).step).toBe(1);
  });

  it('does not reach documentation (step 2) without a participant', () => {
    const atParticipants = run({ type: 'confirmRights', value: true }, { type: 'goTo', step: 1 });
    expect(wizardReducer(atParticipants, { type: 'goTo', step: 2 }).step).toBe(1);
    const blank = wizardReducer(atParticipants, { type: 'addParticipant', participant: { ...steward, name: '   ' } });
    expect(blank.participants).toHaveLength(0);
    const withOne = wizardReducer(atParticipants, { type: 'addParticipant', participant: steward });
    expect(wizardReducer(withOne, { type: 'goTo', step: 2 }).step).toBe(2);
    const removed = wizardReducer(withOne, { type: 'removeParticipant', index: 0 });
    expect(wizardReducer(removed, { type: 'goTo', step: 2 }).step).toBe(1);
  });

  it('never skips a step and goes back one at a time (3 back to 2, 2 back to 1)', () => {
    const s = run(
      { type: 'confirmRights', value: true },
      { type: 'goTo', step: 1 },
      { type: 'addParticipant', participant: steward },
      { type: 'goTo', step: 2 },
      { type: 'goTo', step: 3 },
    );
    expect(s.step).toBe(3);
    expect(wizardReducer(s, { type: 'goTo', step: 1 }).step).toBe(3);
    expect(wizardReducer(s, { type: 'goTo', step: 4 }).step).toBe(3);
    expect(wizardReducer(s, { type: 'goTo', step: 2 }).step).toBe(2);
  });

  it('does not start recording without the consent box ticked', () => {
    const atDocs: WizardState = { ...initialWizardState, step: 2, rightsConfirmed: true, participants: [steward] };
    expect(canStartRecording(atDocs)).toBe(false);
    const consented = wizardReducer(atDocs, { type: 'setConsent', value: true });
    expect(canStartRecording(consented)).toBe(true);
    expect(canStartRecording({ ...consented, step: 1 })).toBe(false);
  });

  it('keeps the member on the documentation step while recording or transcribing, and consent fixed once recorded', () => {
    const recording: WizardState = {
      ...initialWizardState,
      step: 2,
      participants: [steward],
      consent: true,
      recorder: 'recording',
      meetingId: 'm1',
    };
    expect(wizardReducer(recording, { type: 'goTo', step: 3 }).step).toBe(2);
    expect(wizardReducer({ ...recording, recorder: 'transcribing' }, { type: 'goTo', step: 1 }).step).toBe(2);
    expect(wizardReducer(recording, { type: 'setConsent', value: false }).consent).toBe(true);
    expect(wizardReducer({ ...recording, recorder: 'idle' }, { type: 'goTo', step: 3 }).step).toBe(3);
    expect(wizardReducer({ ...recording, recorder: 'idle' }, { type: 'setConsent', value: false }).consent).toBe(true);
  });

  it('records again once a recording is transcribed, but not while one is still to be sent to the server', () => {
    const first = {
      id: 'r1',
      meetingId: 'm1',
      position: 1,
      status: 'transcribing' as const,
      transcript: '',
      savedTranscript: '',
      isDraft: false,
      durationSeconds: 4,
      audioUrl: null,
      unclosedSeconds: null,
      onDevice: false,
    };
    const transcribing = run(
      { type: 'confirmRights', value: true },
      { type: 'goTo', step: 1 },
      { type: 'addParticipant', participant: steward },
      { type: 'goTo', step: 2 },
      { type: 'setConsent', value: true },
      { type: 'setMeetingId', id: 'm1' },
      { type: 'setRecorder', phase: 'transcribing' },
      { type: 'addRecording', recording: first },
    );
    expect(canStartRecording(transcribing)).toBe(false);
    // Transcribed: listed with its text, and the microphone is idle again.
    const idle = [
      { type: 'updateRecording', id: 'r1', changes: { status: 'done', transcript: 'We met.', savedTranscript: 'We met.', isDraft: true } },
      { type: 'setRecorder', phase: 'idle' },
    ] as const;
    const again = idle.reduce(wizardReducer, transcribing);
    expect(again.recorder).toBe('idle');
    expect(again.consent).toBe(true);
    expect(canStartRecording(again)).toBe(true);
    expect(again.recordings).toEqual([expect.objectContaining({ id: 'r1', status: 'done', transcript: 'We met.' })]);

    // Each transcript is edited on its own; an edit is no longer the engine's draft, and is saved at Finalize.
    const edited = wizardReducer(again, { type: 'editTranscript', id: 'r1', value: 'We met at 10.' });
    expect(edited.recordings[0]).toMatchObject({ transcript: 'We met at 10.', isDraft: false });
    expect(editedRecordings(edited).map((r) => r.id)).toEqual(['r1']);
    expect(editedRecordings(again)).toEqual([]);

    // A second recording is listed after the first.
    const second = wizardReducer(again, { type: 'addRecording', recording: { ...first, id: 'r2', position: 2 } });
    expect(second.recordings.map((r) => r.position)).toEqual([1, 2]);

    // A recording whose audio is still on the device must reach the server before another may start.
    const unsent = wizardReducer(again, { type: 'updateRecording', id: 'r1', changes: { status: 'failed', unclosedSeconds: 4 } });
    expect(canStartRecording(unsent)).toBe(false);
  });

  it('reaches the confirmation only through Finalize, and reset forgets everything', () => {
    const s = run(
      { type: 'confirmRights', value: true },
      { type: 'goTo', step: 1 },
      { type: 'addParticipant', participant: steward },
      { type: 'goTo', step: 2 },
      { type: 'setConsent', value: true },
      { type: 'setNotes', value: 'Asked about the late push-back' },
      { type: 'setMeetingId', id: 'm1' },
      { type: 'goTo', step: 3 },
      { type: 'finalized', result: { imagesUploaded: 0, imagesFailed: 0, finalizedAt: '2026-11-24T20:00:00.000Z' } },
    );
    expect(s.step).toBe(4);
    expect(wizardReducer(s, { type: 'goTo', step: 3 }).step).toBe(4);
    expect(wizardReducer(s, { type: 'reset' })).toEqual(initialWizardState);
  });
});
