import type { Transcriber } from './transcriber.js';

// One transcription per member at a time, whichever door it came through (POST /api/transcribe, the GraphQL
// mutation, a meeting's recording): a member cannot take more of the engine's shared processes by sending more
// recordings at once. What a door does when the member's turn is taken is its own: a request is refused (429), a
// meeting's transcription waits its turn.

/** The members with a transcription in progress, per transcriber (that is, per app). */
const holders = new WeakMap<Transcriber, Set<string>>();

/** Takes the member's turn: the function that gives it back, or null while another of their transcriptions runs. */
export function takeMemberTurn(transcriber: Transcriber, memberId: string): (() => void) | null {
  let members = holders.get(transcriber);
  if (!members) {
    members = new Set();
    holders.set(transcriber, members);
  }
  if (members.has(memberId)) return null;
  members.add(memberId);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    members.delete(memberId);
  };
}
