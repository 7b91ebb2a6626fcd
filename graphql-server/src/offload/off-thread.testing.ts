import { badInput } from '../errors.js';

// Tasks for the off-thread runner's tests: each behaves as one kind of input would make real work behave.

export const double = (n: number) => n * 2;

export const bytes = (size: number) => new Uint8Array(size).fill(7);

/** A task that never ends on its own (a layout that would take hours). */
export function spin(): never {
  for (;;) {
    // Busy on purpose.
  }
}

/** A task whose memory grows until the heap limit ends it. */
export function hog(): number {
  const kept: number[][] = [];
  for (;;) kept.push(new Array(100_000).fill(kept.length));
}

export function refuse(): never {
  throw badInput('That file cannot be read', { file: 'Unreadable' });
}

export function crash(): never {
  throw new Error('internal detail that must not reach a member');
}
