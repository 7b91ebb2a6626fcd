import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from 'idb';
import { isRefusedAsTooLarge, type UploadError } from '@/lib/upload';

// The recording kept in the browser while it is uploaded: every MediaRecorder chunk is written to
// IndexedDB before it is sent, and removed only once the server acknowledged it, so a dropped connection or a closed
// tab loses nothing. What is left over is offered back on the next visit. A meeting holds several recordings, one
// after another: chunks are kept per recording.

/** Which recording of which meeting (the server's upload path names both). */
export interface RecordingRef {
  meetingId: string;
  recordingId: string;
}

export interface StoredChunk {
  recordingId: string;
  seq: number;
  blob: Blob;
}

/** A recording in progress on this device: enough to resume its upload and finish it. */
export interface PendingRecording extends RecordingRef {
  mimeType: string;
  startedAt: string;
  /** Seconds recorded so far (updated with each chunk). */
  durationSeconds: number;
  /** True once the member pressed Stop: every chunk is in the store. */
  stopped: boolean;
}

/** The storage under the chunk store: IndexedDB in the browser, a Map in tests. */
export interface ChunkBackend {
  putChunk(chunk: StoredChunk): Promise<void>;
  deleteChunk(recordingId: string, seq: number): Promise<void>;
  /** The recording's chunks still to upload, in sequence order. */
  chunks(recordingId: string): Promise<StoredChunk[]>;
  putRecording(recording: PendingRecording): Promise<void>;
  getRecording(recordingId: string): Promise<PendingRecording | undefined>;
  recordings(): Promise<PendingRecording[]>;
  /** Forgets the recording and any chunk of it. */
  deleteRecording(recordingId: string): Promise<void>;
}

interface MeetingAudioDB extends DBSchema {
  recordingChunks: { key: [string, number]; value: StoredChunk };
  pendingRecordings: { key: string; value: PendingRecording };
}

/** What version 1 kept (one recording per meeting, named by the meeting), read once to carry it over. */
interface MeetingAudioDBv1 extends DBSchema {
  chunks: { key: [string, number]; value: { meetingId: string; seq: number; blob: Blob } };
  recordings: { key: string; value: Omit<PendingRecording, 'recordingId'> };
}

const DB_NAME = 'union-meeting-audio';

export function indexedDbBackend(name = DB_NAME): ChunkBackend {
  let db: Promise<IDBPDatabase<MeetingAudioDB>> | null = null;
  const open = () => {
    db ??= openDB<MeetingAudioDB>(name, 2, {
      upgrade(database, oldVersion, _newVersion, transaction) {
        database.createObjectStore('recordingChunks', { keyPath: ['recordingId', 'seq'] });
        database.createObjectStore('pendingRecordings', { keyPath: 'recordingId' });
        if (oldVersion < 1) return;
        // A recording left by the app before meetings held several: the server made it its meeting's first
        // recording, under the meeting's own id, so it is carried over under that id, then the old stores go.
        const old = transaction as unknown as IDBPTransaction<MeetingAudioDBv1, ('chunks' | 'recordings')[], 'versionchange'>;
        const newer = transaction;
        void (async () => {
          for (const r of await old.objectStore('recordings').getAll()) {
            await newer.objectStore('pendingRecordings').put({ ...r, recordingId: r.meetingId });
          }
          for (const c of await old.objectStore('chunks').getAll()) {
            await newer.objectStore('recordingChunks').put({ recordingId: c.meetingId, seq: c.seq, blob: c.blob });
          }
          (database as unknown as IDBPDatabase<MeetingAudioDBv1>).deleteObjectStore('chunks');
          (database as unknown as IDBPDatabase<MeetingAudioDBv1>).deleteObjectStore('recordings');
        })();
      },
    });
    return db;
  };
  const range = (recordingId: string) => IDBKeyRange.bound([recordingId, 0], [recordingId, Number.MAX_SAFE_INTEGER]);
  return {
    async putChunk(chunk) {
      await (await open()).put('recordingChunks', chunk);
    },
    async deleteChunk(recordingId, seq) {
      await (await open()).delete('recordingChunks', [recordingId, seq]);
    },
    async chunks(recordingId) {
      return (await open()).getAll('recordingChunks', range(recordingId));
    },
    async putRecording(recording) {
      await (await open()).put('pendingRecordings', recording);
    },
    async getRecording(recordingId) {
      return (await open()).get('pendingRecordings', recordingId);
    },
    async recordings() {
      return (await open()).getAll('pendingRecordings');
    },
    async deleteRecording(recordingId) {
      const database = await open();
      const tx = database.transaction(['recordingChunks', 'pendingRecordings'], 'readwrite');
      await Promise.all([
        tx.objectStore('recordingChunks').delete(range(recordingId)),
        tx.objectStore('pendingRecordings').delete(recordingId),
        tx.done,
      ]);
    },
  };
}

/** The same contract over memory: the store's logic is tested through it (jsdom has no IndexedDB). */
export function memoryBackend(): ChunkBackend {
  const chunks = new Map<string, StoredChunk>();
  const recordings = new Map<string, PendingRecording>();
  const key = (recordingId: string, seq: number) => `${recordingId}\u0000${seq}`;
  return {
    async putChunk(chunk) {
      chunks.set(key(chunk.recordingId, chunk.seq), chunk);
    },
    async deleteChunk(recordingId, seq) {
      chunks.delete(key(recordingId, seq));
    },
    async chunks(recordingId) {
      return [...chunks.values()].filter((c) => c.recordingId === recordingId).sort((a, b) => a.seq - b.seq);
    },
    async putRecording(recording) {
      recordings.set(recording.recordingId, { ...recording });
    },
    async getRecording(recordingId) {
      const r = recordings.get(recordingId);
      return r && { ...r };
    },
    async recordings() {
      return [...recordings.values()].map((r) => ({ ...r }));
    },
    async deleteRecording(recordingId) {
      recordings.delete(recordingId);
      for (const [k, c] of chunks) if (c.recordingId === recordingId) chunks.delete(k);
    },
  };
}

export type UploadChunk = (recording: RecordingRef, seq: number, blob: Blob) => Promise<void>;

/**
 * Sends what the store holds for one recording, in sequence order, removing each chunk once the server acknowledged it.
 * Stops at the first failure (the server appends chunks in order, so a later one must wait) and rethrows it; the
 * chunk stays in the store for the next attempt. The server acknowledges a sequence number it already has, so a
 * chunk sent twice (acknowledged but not yet removed when the tab closed) is harmless.
 */
export async function uploadPending(
  store: ChunkBackend,
  recording: RecordingRef,
  upload: UploadChunk,
  unsaved: Map<number, Blob> = new Map(),
): Promise<number> {
  let sent = 0;
  const stored = await store.chunks(recording.recordingId);
  const all = [
    ...stored.map((c) => ({ seq: c.seq, blob: c.blob, inStore: true })),
    ...[...unsaved].map(([seq, blob]) => ({ seq, blob, inStore: false })),
  ];
  all.sort((a, b) => a.seq - b.seq);
  for (const chunk of all) {
    await upload(recording, chunk.seq, chunk.blob);
    if (chunk.inStore) await store.deleteChunk(recording.recordingId, chunk.seq);
    else unsaved.delete(chunk.seq);
    sent += 1;
  }
  return sent;
}

/**
 * The upload side of one live recording: each chunk is saved first, then the queue is flushed, one flush at a time.
 * A failed flush is retried by the next chunk and by `finish`, except a refusal no retry can change (413: the
 * recording past its size, or the member's storage full): that stops the uploads, is reported once through
 * `onRefused`, and `finish` rejects with it at once.
 */
export class RecordingUploader {
  private seq = 0;
  /** Saves run one after another, never waiting for the network. */
  private saving: Promise<unknown> = Promise.resolve();
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  /** Chunks the store refused (a full disk, a private window): kept in memory and uploaded in their place. */
  private readonly unsaved = new Map<number, Blob>();
  lastError: unknown = null;
  /** The server's refusal of a chunk, once one came: nothing more is sent. */
  refused: UploadError | null = null;

  constructor(
    private readonly store: ChunkBackend,
    private readonly upload: UploadChunk,
    readonly recording: PendingRecording,
    private readonly onRefused?: (error: UploadError) => void,
  ) {}

  /** Registers the recording on this device before any audio exists, so even a tab closed at once is offered back. */
  begin(): Promise<void> {
    return this.store.putRecording({ ...this.recording });
  }

  /** Saves one chunk, then uploads what is pending. Resolves once the chunk is safely in the store. */
  add(blob: Blob, durationSeconds: number): Promise<void> {
    const seq = this.seq++;
    const saved = this.saving.then(async () => {
      try {
        await this.store.putChunk({ recordingId: this.recording.recordingId, seq, blob });
      } catch {
        this.unsaved.set(seq, blob);
      }
      this.recording.durationSeconds = durationSeconds;
      await this.store.putRecording({ ...this.recording }).catch(() => {});
    });
    this.saving = saved.catch(() => {});
    return saved.then(() => {
      void this.flush();
    });
  }

  /** One upload pass at a time; a chunk saved during a pass gets another pass. */
  private flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.flushAgain = false;
        if (this.refused) break;
        try {
          await uploadPending(this.store, this.recording, this.upload, this.unsaved);
          this.lastError = null;
        } catch (error) {
          this.lastError = error;
          this.flushAgain = false;
          if (isRefusedAsTooLarge(error)) {
            this.refused = error;
            this.onRefused?.(error);
          }
        }
      } while (this.flushAgain);
      this.flushing = null;
    })();
    return this.flushing;
  }

  /**
   * After Stop: waits for every chunk to be saved and the upload under way, then uploads what is left, trying
   * `attempts` times. Resolves when the server has all of it; rejects when chunks remain on the device.
   */
  async finish(durationSeconds: number, attempts = 3, pauseMs = 1000): Promise<void> {
    await this.saving;
    await this.flushing;
    this.recording.durationSeconds = durationSeconds;
    this.recording.stopped = true;
    await this.store.putRecording({ ...this.recording }).catch(() => {});
    if (this.refused) throw this.refused;
    for (let attempt = 1; ; attempt++) {
      try {
        await uploadPending(this.store, this.recording, this.upload, this.unsaved);
        return;
      } catch (error) {
        if (isRefusedAsTooLarge(error)) this.refused = error;
        if (attempt >= attempts || this.refused) throw error;
        await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
      }
    }
  }
}
