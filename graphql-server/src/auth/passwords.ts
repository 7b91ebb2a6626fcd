import argon2 from 'argon2';
import { retryLater } from '../errors.js';

// argon2id with the library defaults (64 MiB, t=3, p=4), as ARCHITECTURE.md asks.
const hashRaw = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/**
 * One argon2 hash takes about 170 ms and both cores of the small machines this runs on, so hashes run a few at a
 * time and only a short queue may wait: a flood of anonymous sign-ins is refused at once instead of making a real
 * member's sign-in wait seconds behind it.
 */
export const HASHING = { concurrent: 2, queued: 4, retryAfterSeconds: 2 };

const serverBusy = () =>
  retryLater('SERVICE_BUSY', 'The server is busy checking other sign-ins. Please try again in a few seconds.', HASHING.retryAfterSeconds);

let running = 0;
const waiting: Array<() => void> = [];

const hasRoom = () => running + waiting.length < HASHING.concurrent + HASHING.queued;

/** Refuses now (SERVICE_BUSY) when a hash asked for now would be refused, so a caller can refuse before other work. */
export function assertHashingRoom() {
  if (!hasRoom()) throw serverBusy();
}

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  assertHashingRoom();
  if (running < HASHING.concurrent) running += 1;
  // A finishing hash hands its place straight to the next in line, so a newcomer cannot slip in between.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Every hash and verify goes through the same bounded queue; refused with SERVICE_BUSY (503) when it is full. */
export const hashPassword = (password: string) => bounded(() => hashRaw(password));

// Verifying against this when the username is unknown keeps both answers equally slow. Made outside the queue:
// it is made once, and a refusal must not be remembered as the dummy hash.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashRaw('not-a-real-password-used-for-timing');
  return dummyHash;
};

/** Whether the password matches the stored hash; without a stored hash (unknown user) it takes as long and is false. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  const against = hash ?? (await dummyPasswordHash());
  const ok = await bounded(async () => {
    try {
      return await argon2.verify(against, password);
    } catch {
      return false;
    }
  });
  return ok && hash !== undefined;
}
