import { useState } from 'react';

// What a member has typed and not yet saved, kept in this browser so that a session that ends (idle timeout, a
// password changed elsewhere), a reload or a closed tab loses none of it. Each form keeps its own piece under a key
// while it holds unsaved text, and drops it once the server has it (or the member discards it). Everything kept
// belongs to one member: when that member signs in again the forms find their pieces and save them; when anyone
// else signs in on this browser, or the member signs out, it is all deleted without being read.

const STORAGE_KEY = 'union-companion:kept-work';

interface KeptWork {
  /** The member the pieces belong to. */
  owner: string;
  pieces: Record<string, unknown>;
}

function read(): KeptWork | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<KeptWork> | null;
    if (!parsed || typeof parsed.owner !== 'string' || typeof parsed.pieces !== 'object' || parsed.pieces === null) return null;
    return { owner: parsed.owner, pieces: parsed.pieces };
  } catch {
    // Storage refused (private mode) or a damaged value: nothing is kept.
    return null;
  }
}

function write(work: KeptWork) {
  try {
    if (Object.keys(work.pieces).length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(work));
  } catch {
    // Storage full or refused: the form still holds the text on screen; keeping it is best effort.
  }
}

/** The member whose work is being kept (set at every sign-in, before any page renders). */
let owner: string | null = null;

/**
 * A member is signed in on this browser: their own kept pieces stay for their forms to find; anyone else's are
 * deleted unread.
 */
export function claimKeptWork(memberId: string) {
  owner = memberId;
  const work = read();
  if (work && work.owner !== memberId) forgetKeptWork();
}

/** Deletes every kept piece (a sign-out: the member chose to leave). */
export function forgetKeptWork() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing could be stored either.
  }
}

/** The piece kept under `key` for the signed-in member, if any. */
export function keptPiece<T>(key: string): T | undefined {
  const work = read();
  if (!work || !owner || work.owner !== owner) return undefined;
  return work.pieces[key] as T | undefined;
}

/** Keeps `value` under `key` for the signed-in member (replacing what was kept there); undefined drops it. */
export function keepPiece(key: string, value: unknown) {
  if (!owner) return;
  const current = read();
  const work: KeptWork = current && current.owner === owner ? current : { owner, pieces: {} };
  if (value === undefined) {
    if (!(key in work.pieces)) return;
    delete work.pieces[key];
  } else work.pieces[key] = value;
  write(work);
}

/** Drops the piece kept under `key`: the server has it, or the member discarded it. */
export const dropPiece = (key: string) => keepPiece(key, undefined);

/**
 * The piece a form finds when it first renders (read once, then the form's own state takes over), and whether the
 * value is a well-formed one of the form's (a piece from an older version of the app, or edited by hand, is ignored).
 */
export function useKeptPiece<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const [found] = useState(() => {
    const value = keptPiece<unknown>(key);
    return isValid(value) ? value : undefined;
  });
  return found;
}
