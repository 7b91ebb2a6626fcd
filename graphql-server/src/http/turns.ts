import type { RequestHandler } from 'express';

/** How long a request may keep its turn: past it, it goes on without one and the next waiting request starts. */
export const TURN_MS = 50;

/**
 * Requests take turns: at most `atATime` are in progress, the others wait in order of arrival, before anything is
 * read or parsed for them (0: no limit). A turn ends when the answer is sent or the caller hangs up, or after
 * `turnMs`: a request waiting on something slow (an upload from a phone, the AI, a large PDF) never holds the others
 * back for longer than that.
 *
 * Why (docs/benchmarks.md): JavaScript runs on one thread, so letting 50 requests in at once does not finish
 * them sooner. It keeps the half-built answers of all 50 alive together, and V8 moves what is alive across two
 * young-generation collections to the old generation, where only a full collection frees it. Under bench:api's 50
 * connections that was most of the journal list's memory (about 0.6 MB a request). Four at a time keep the
 * database and the thread busy on this 2-core machine, and the answers die young.
 */
export function takeTurns(atATime: number, turnMs = TURN_MS): RequestHandler {
  if (atATime <= 0) return (_req, _res, next) => next();
  let inProgress = 0;
  const waiting: Array<() => void> = [];
  const startWaiting = () => {
    while (inProgress < atATime && waiting.length > 0) waiting.shift()?.();
  };

  return (_req, res, next) => {
    let state: 'waiting' | 'in turn' | 'over' = 'waiting';
    let timer: NodeJS.Timeout | undefined;
    const start = () => {
      state = 'in turn';
      inProgress++;
      timer = setTimeout(end, turnMs).unref();
      next();
    };
    function end() {
      if (state === 'in turn') {
        clearTimeout(timer);
        state = 'over';
        inProgress--;
        startWaiting();
      } else if (state === 'waiting') {
        // The caller hung up before its turn came.
        state = 'over';
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
      }
    }
    // 'close' comes once the answer is sent, or when the connection ends before that.
    res.once('close', end);
    if (inProgress < atATime && waiting.length === 0) start();
    else waiting.push(start);
  };
}
