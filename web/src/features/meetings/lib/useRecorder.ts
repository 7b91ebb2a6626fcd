import { useCallback, useEffect, useRef, useState } from 'react';

// The microphone side of the wizard: MediaRecorder hands over a chunk every `timeslice` ms (Chromium records
// audio/webm;codecs=opus), and a timer counts minutes and seconds from the start. A chunk a second: a tab killed
// mid-meeting loses at most the last second of what was said.

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export function preferredMimeType(): string {
  const supported = typeof MediaRecorder !== 'undefined' && typeof MediaRecorder.isTypeSupported === 'function';
  return (supported && PREFERRED_TYPES.find((t) => MediaRecorder.isTypeSupported(t))) || '';
}

const secondsSince = (start: number) => Math.floor((Date.now() - start) / 1000);

export type OnChunk = (blob: Blob, elapsedSeconds: number) => void;

export function useRecorder(timeslice = 1000) {
  const [elapsed, setElapsed] = useState(0);
  const [active, setActive] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const startedAt = useRef(0);

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  /** Asks for the microphone; rejects when there is none or the member (or the browser) refuses it. */
  const acquire = useCallback(async (): Promise<MediaStream> => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('No microphone access');
    const granted = await navigator.mediaDevices.getUserMedia({ audio: true });
    stream.current = granted;
    return granted;
  }, []);

  /** Starts recording the acquired microphone; returns the container's MIME type. */
  const begin = useCallback(
    (onChunk: OnChunk): string => {
      if (!stream.current) throw new Error('The microphone was not acquired');
      const mimeType = preferredMimeType();
      const rec = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
      rec.ondataavailable = (event) => {
        if (event.data && event.data.size > 0) onChunk(event.data, secondsSince(startedAt.current));
      };
      recorder.current = rec;
      startedAt.current = Date.now();
      setElapsed(0);
      setActive(true);
      timer.current = setInterval(() => setElapsed(secondsSince(startedAt.current)), 250);
      rec.start(timeslice);
      return rec.mimeType || mimeType || 'audio/webm';
    },
    [timeslice],
  );

  /** Stops: resolves with the duration in seconds once the last chunk has been handed over. */
  const stop = useCallback((): Promise<number> => {
    const rec = recorder.current;
    const duration = Math.max(0, (Date.now() - startedAt.current) / 1000);
    recorder.current = null;
    setActive(false);
    setElapsed(Math.floor(duration));
    return new Promise((resolve) => {
      if (!rec || rec.state === 'inactive') {
        release();
        resolve(duration);
        return;
      }
      rec.onstop = () => {
        release();
        resolve(duration);
      };
      rec.stop();
    });
  }, [release]);

  const reset = useCallback(() => setElapsed(0), []);

  // Leaving the page never leaves the microphone on.
  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      release();
    },
    [release],
  );

  return { elapsed, active, acquire, begin, stop, release, reset };
}
