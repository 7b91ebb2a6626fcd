import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutoSaveStatus, AutoSaver } from './autoSaver';

type Fields = { incidentNotes: string; shift: string };

/** A save the test settles by hand, so it can type while a save is running. */
function controllableSave() {
  const calls: Array<{ changes: Partial<Fields>; resolve: () => void; reject: (e: Error) => void }> = [];
  const save = vi.fn(
    (changes: Partial<Fields>) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ changes, resolve, reject });
      }),
  );
  return { save, calls };
}

function setup() {
  const { save, calls } = controllableSave();
  const statuses: AutoSaveStatus[] = [];
  const errors: unknown[] = [];
  const saver = new AutoSaver<Fields>({ save, onStatus: (s) => statuses.push(s), onError: (e) => errors.push(e) });
  return { saver, save, calls, statuses, errors };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AutoSaver', () => {
  it('saves 1 s after the last change, with every field changed since', async () => {
    const { saver, save, statuses } = setup();
    saver.change({ incidentNotes: 'T' });
    await vi.advanceTimersByTimeAsync(900);
    saver.change({ incidentNotes: 'Th' });
    saver.change({ shift: '6am-2pm (Day)' });
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith({ incidentNotes: 'Th', shift: '6am-2pm (Day)' });
    expect(statuses).toEqual(['saving']);
    expect(saver.status).toBe('saving');
  });

  it('is dirty from the moment it says saving until the save has succeeded', async () => {
    const { save, calls } = controllableSave();
    const dirtyAt: Array<[AutoSaveStatus, boolean]> = [];
    const saver: AutoSaver<Fields> = new AutoSaver<Fields>({ save, onStatus: (s) => dirtyAt.push([s, saver.dirty]) });
    saver.change({ incidentNotes: 'Unsaved words' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(dirtyAt).toEqual([['saving', true]]);
    calls[0]?.resolve();
    await settle();
    expect(dirtyAt).toEqual([
      ['saving', true],
      ['saved', false],
    ]);
  });

  it('shows saved for 2 s, then idle', async () => {
    const { saver, calls } = setup();
    saver.change({ incidentNotes: 'A' });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].resolve();
    await settle();
    expect(saver.status).toBe('saved');
    await vi.advanceTimersByTimeAsync(1999);
    expect(saver.status).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(saver.status).toBe('idle');
    expect(saver.dirty).toBe(false);
  });

  it('queues a change made during a save and sends it when that save ends, never two at once', async () => {
    const { saver, save, calls } = setup();
    saver.change({ incidentNotes: 'first' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);

    saver.change({ incidentNotes: 'second' });
    await vi.advanceTimersByTimeAsync(5000);
    // The debounce has passed, but the first save is still running: nothing else is sent.
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.dirty).toBe(true);

    calls[0].resolve();
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1].changes).toEqual({ incidentNotes: 'second' });
    expect(saver.status).toBe('saving');
    calls[1].resolve();
    await settle();
    expect(saver.status).toBe('saved');
    expect(saver.dirty).toBe(false);
  });

  it('keeps the text of a failed save, shows the error for 3 s, and sends it again with the next change', async () => {
    const { saver, save, calls, errors, statuses } = setup();
    saver.change({ incidentNotes: 'Belt kept running' });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].reject(new Error('503: Service Unavailable'));
    await settle();
    expect(saver.status).toBe('error');
    expect(errors).toEqual([new Error('503: Service Unavailable')]);
    expect(saver.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(saver.status).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(saver.status).toBe('idle');

    saver.change({ shift: '10pm-6am (Night)' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1].changes).toEqual({ incidentNotes: 'Belt kept running', shift: '10pm-6am (Night)' });
    expect(statuses).toEqual(['saving', 'error', 'idle', 'saving']);
  });

  it('lets newer typing win over the failed save’s copy of the same field', async () => {
    const { saver, calls } = setup();
    saver.change({ incidentNotes: 'old' });
    await vi.advanceTimersByTimeAsync(1000);
    saver.change({ incidentNotes: 'newer' });
    calls[0].reject(new Error('offline'));
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1].changes).toEqual({ incidentNotes: 'newer' });
  });

  it('saves at once on Save Now and waits for a running save first', async () => {
    const { saver, save, calls } = setup();
    saver.change({ incidentNotes: 'a' });
    const first = saver.flush();
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    saver.change({ incidentNotes: 'ab' });
    const second = saver.flush();
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    calls[0].resolve();
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    calls[1].resolve();
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    // The debounce of the second change was cancelled by Save Now: no third save.
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does nothing on Save Now when there is nothing to save', async () => {
    const { saver, save } = setup();
    await expect(saver.flush()).resolves.toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(saver.status).toBe('idle');
  });

  it('sends nothing while paused, not even on Save Now, but keeps recording what is typed', async () => {
    const { saver, save, calls } = setup();
    saver.change({ incidentNotes: 'before the conflict' });
    saver.pause();
    saver.change({ shift: '10pm-6am (Night)' });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(saver.flush()).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(saver.dirty).toBe(true);
    saver.resume();
    const sent = saver.flush();
    await settle();
    expect(save).toHaveBeenCalledExactlyOnceWith({ incidentNotes: 'before the conflict', shift: '10pm-6am (Night)' });
    calls[0].resolve();
    await expect(sent).resolves.toBe(true);
  });

  it('pauses from inside a failed save, and resumes with the changes the member chose instead of the recorded ones', async () => {
    const { save, calls } = controllableSave();
    const saver: AutoSaver<Fields> = new AutoSaver<Fields>({ save, onError: () => saver.pause() });
    saver.change({ incidentNotes: 'mine' });
    await vi.advanceTimersByTimeAsync(1000);
    saver.change({ incidentNotes: 'mine, typed on' });
    calls[0].reject(new Error('changed elsewhere'));
    await settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);

    saver.resume({ incidentNotes: 'mine, typed on', shift: '6am-2pm (Day)' });
    const sent = saver.flush();
    await settle();
    expect(calls[1].changes).toEqual({ incidentNotes: 'mine, typed on', shift: '6am-2pm (Day)' });
    calls[1].resolve();
    await expect(sent).resolves.toBe(true);
    expect(saver.dirty).toBe(false);

    saver.pause();
    saver.change({ incidentNotes: 'thrown away by the choice' });
    saver.resume({});
    expect(saver.dirty).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('stops its timers when disposed', async () => {
    const { saver, save } = setup();
    saver.change({ incidentNotes: 'x' });
    saver.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
