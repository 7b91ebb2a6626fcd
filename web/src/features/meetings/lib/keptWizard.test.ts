import { describe, expect, it } from 'vitest';
import { isKeptWizard, keptWizardOf, restoredWizardState } from './keptWizard';
import { initialWizardState, type WizardState } from './wizardState';

const inProgress: WizardState = {
  ...initialWizardState,
  step: 2,
  rightsConfirmed: true,
  participants: [{ name: 'Pat Manager', employeeNumber: 'E42', role: 'manager' }],
  consent: true,
  notes: 'Asked for a steward.',
  recorder: 'recording',
  meetingId: 'm1',
  images: [{ key: 'k', file: new File(['x'], 'gate.jpg'), caption: '' }],
};

describe('the kept meeting wizard', () => {
  it('keeps nothing before the member has started, nor once the meeting is finalized', () => {
    expect(keptWizardOf(initialWizardState)).toBeUndefined();
    expect(keptWizardOf({ ...inProgress, step: 4 })).toBeUndefined();
  });

  it('comes back through the browser storage as it was, the microphone idle and the photos named to choose again', () => {
    const kept = JSON.parse(JSON.stringify(keptWizardOf(inProgress)));
    expect(isKeptWizard(kept)).toBe(true);
    expect(kept.photos).toEqual(['gate.jpg']);
    expect(restoredWizardState(kept)).toEqual({ ...inProgress, recorder: 'idle', images: [] });
  });

  it('ignores a stored value that is not a wizard of this app (damaged, or from an older version)', () => {
    const kept = JSON.parse(JSON.stringify(keptWizardOf(inProgress)));
    expect(isKeptWizard({ ...kept, participants: [{ name: 'Pat', employeeNumber: '', role: 'boss' }] })).toBe(false);
    expect(isKeptWizard({ ...kept, step: 'two' })).toBe(false);
    expect(isKeptWizard({ ...kept, recordings: [{ id: 'r1' }] })).toBe(false);
    expect(isKeptWizard(null)).toBe(false);
  });
});
