import { describe, expect, it } from 'vitest';
import { UploadError } from '@/lib/upload';
import { memoryBackend, type PendingRecording, type RecordingRef, RecordingUploader, uploadPending } from './chunkStore';

const recording = (recordingId = 'r1', meetingId = 'm1'): PendingRecording => ({
  meetingId,
  recordingId,
  mimeType: 'audio/webm;codecs=opus',
  startedAt: '2026-11-24T20:00:00.000Z',
  durationSeconds: 0,
  stopped: false,
});
const blob = (text: string) => new Blob([text], { type: 'audio/webm' });

/** A server that acknowledges chunks, optionally failing while `down` is set; it records what arrived in order. */
function fakeServer() {
  const received: Array<{ recordingId: string; seq: number; text: string }> = [];
  const server = {
    down: false,
    received,
    upload: async ({ recordingId }: RecordingRef, seq: number, b: Blob) => {
      if (server.down) throw new Error('503: Service Unavailable');
      if (!received.some((r) => r.recordingId === recordingId && r.seq === seq)) received.push({ recordingId, seq, text: await b.text() });
    },
  };
  return server;
}

describe('the recording chunk store', () => {
  it('saves each chunk before sending it and forgets it once acknowledged', async () => {
    const store = memoryBackend();
    const server = fakeServer();
    const up = new RecordingUploader(store, server.upload, recording());
    await up.begin();
    await up.add(blob('a'), 5);
    await up.add(blob('b'), 10);
    await up.finish(12);
    expect(server.received.map((r) => [r.seq, r.text])).toEqual([
      [0, 'a'],
      [1, 'b'],
    ]);
    expect(await store.chunks('r1')).toEqual([]);
    expect(await store.getRecording('r1')).toMatchObject({ durationSeconds: 12, stopped: true });
  });

  it('keeps every chunk on the device while the connection is down, and sends them in order when it is back', async () => {
    const store = memoryBackend();
    const server = fakeServer();
    server.down = true;
    const up = new RecordingUploader(store, server.upload, recording());
    await up.begin();
    await up.add(blob('a'), 5);
    await up.add(blob('b'), 10);
    await up.add(blob('c'), 15);
    await expect(up.finish(16, 2, 1)).rejects.toThrow('503');
    expect((await store.chunks('r1')).map((c) => c.seq)).toEqual([0, 1, 2]);
    expect(await store.recordings()).toEqual([
      expect.objectContaining({ recordingId: 'r1', meetingId: 'm1', durationSeconds: 16, stopped: true }),
    ]);

    // The next visit: resume from what the store holds.
    server.down = false;
    expect(await uploadPending(store, recording(), server.upload)).toBe(3);
    expect(server.received.map((r) => r.text).join('')).toBe('abc');
    expect(await store.chunks('r1')).toEqual([]);
  });

  it('stops sending at a refusal no retry can change (413), reports it once, and finish rejects with it without retrying', async () => {
    const store = memoryBackend();
    const sent: number[] = [];
    const refusals: string[] = [];
    const upload = async (_r: RecordingRef, seq: number) => {
      sent.push(seq);
      if (seq >= 1) throw new UploadError('Your storage is full (1.0 GB of 1.0 GB used).', 413);
    };
    const up = new RecordingUploader(store, upload, recording(), (error) => refusals.push(error.message));
    await up.begin();
    await up.add(blob('a'), 5);
    await up.add(blob('b'), 10);
    await up.add(blob('c'), 15);
    await up.add(blob('d'), 20);
    await expect(up.finish(21, 3, 1)).rejects.toMatchObject({ status: 413 });
    expect(sent).toEqual([0, 1]);
    expect(refusals).toEqual(['Your storage is full (1.0 GB of 1.0 GB used).']);
    expect((await store.chunks('r1')).map((c) => c.seq)).toEqual([1, 2, 3]);
  });

  it('stops at the first failure so a later chunk never overtakes an earlier one', async () => {
    const store = memoryBackend();
    for (const seq of [0, 1, 2]) await store.putChunk({ recordingId: 'r1', seq, blob: blob(String(seq)) });
    const sent: number[] = [];
    await expect(
      uploadPending(store, recording(), async (_r, seq) => {
        if (seq === 1) throw new Error('offline');
        sent.push(seq);
      }),
    ).rejects.toThrow('offline');
    expect(sent).toEqual([0]);
    expect((await store.chunks('r1')).map((c) => c.seq)).toEqual([1, 2]);
  });

  it('keeps the recordings of one meeting apart and forgets a recording with all its chunks', async () => {
    const store = memoryBackend();
    await store.putRecording(recording('r1', 'm1'));
    await store.putRecording(recording('r2', 'm1'));
    await store.putChunk({ recordingId: 'r1', seq: 0, blob: blob('x') });
    await store.putChunk({ recordingId: 'r2', seq: 0, blob: blob('y') });
    await store.deleteRecording('r1');
    expect(await store.chunks('r1')).toEqual([]);
    expect((await store.chunks('r2')).map((c) => c.recordingId)).toEqual(['r2']);
    expect((await store.recordings()).map((r) => [r.meetingId, r.recordingId])).toEqual([['m1', 'r2']]);
  });

  it('sends each recording to its own address, the second after the first', async () => {
    const store = memoryBackend();
    const server = fakeServer();
    for (const id of ['r1', 'r2']) {
      const up = new RecordingUploader(store, server.upload, recording(id));
      await up.begin();
      await up.add(blob(`${id}-a`), 1);
      await up.finish(2);
    }
    expect(server.received.map((r) => `${r.recordingId}/${r.seq}/${r.text}`)).toEqual(['r1/0/r1-a', 'r2/0/r2-a']);
  });
});

describe('a store that refuses a chunk', () => {
  it('keeps that chunk in memory and still sends every chunk in order', async () => {
    const store = memoryBackend();
    const refusing = {
      ...store,
      putChunk: async (chunk: { recordingId: string; seq: number; blob: Blob }) => {
        if (chunk.seq === 1) throw new DOMException('full', 'QuotaExceededError');
        return store.putChunk(chunk);
      },
    };
    const server = fakeServer();
    server.down = true;
    const up = new RecordingUploader(refusing, server.upload, recording());
    await up.begin();
    await up.add(blob('a'), 5);
    await up.add(blob('b'), 10);
    await up.add(blob('c'), 15);
    server.down = false;
    await up.finish(16, 2, 1);
    expect(server.received.map((r) => `${r.seq}${r.text}`)).toEqual(['0a', '1b', '2c']);
    expect(await store.chunks('r1')).toEqual([]);
  });
});
