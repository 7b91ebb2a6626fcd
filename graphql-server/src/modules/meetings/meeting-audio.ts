import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { notFound } from '../../errors.js';
import { AUDIO_EXTENSIONS, AUDIO_SNIFF_BYTES, type AudioMimeType, sniffAudio } from '../../storage/audio.js';

// Each recording of a meeting is one file, appended chunk by chunk as the browser records (MediaRecorder's chunks are
// pieces of one container stream, so they only make a playable file together, in order). It lives beside the other
// uploads (DATA_DIR/uploads/meeting-audio), under a key made from the recording's id, so a chunk retried after a
// failed commit overwrites its own bytes instead of leaving a file nobody names. (A meeting's first recording made
// before meetings held several has the meeting's id, and so keeps the file it had.)

const KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export class MeetingAudioStore {
  constructor(readonly root: string) {}

  /** The key of a recording's audio file. */
  static keyFor(recordingId: string, extension: string): string {
    return `${recordingId.replaceAll('-', '').toLowerCase()}${extension}`;
  }

  /** The local path of a key (never outside the folder: keys are checked). */
  pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw notFound('Audio');
    return path.join(this.root, key);
  }

  /**
   * Writes the bytes of `source` (a staged chunk) at `offset` of the key's file, which is then exactly offset +
   * their length long: whatever a failed earlier attempt left past `offset` is overwritten or cut. The file is
   * flushed to disk before this returns, so the row that counts it may be committed.
   */
  async writeAt(key: string, offset: number, source: string): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    const input = await open(source, 'r');
    try {
      const output = await open(this.pathOf(key), constants.O_WRONLY | constants.O_CREAT, 0o600);
      try {
        const buffer = Buffer.alloc(1024 * 1024);
        let position = offset;
        for (;;) {
          const { bytesRead } = await input.read(buffer, 0, buffer.length, null);
          if (bytesRead === 0) break;
          let written = 0;
          while (written < bytesRead) {
            const { bytesWritten } = await output.write(buffer, written, bytesRead - written, position);
            written += bytesWritten;
            position += bytesWritten;
          }
        }
        await output.truncate(position);
        await output.sync();
      } finally {
        await output.close();
      }
    } finally {
      await input.close();
    }
  }

  /** The file's path and size; NOT_FOUND when it is missing. */
  async locate(key: string): Promise<{ path: string; size: number }> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound('Audio');
    return { path: file, size: info.size };
  }

  /**
   * Puts a copy of `source` (a file elsewhere, e.g. the remuxed recording) in the key's place in one step: a reader
   * opens either the old file or the new one, never half of it. Answers the new size.
   */
  async replace(key: string, source: string): Promise<number> {
    const target = this.pathOf(key);
    const next = `${target}.next`;
    try {
      await copyFile(source, next);
      await chmod(next, 0o600);
      const file = await open(next, 'r+');
      try {
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(next, target);
    } finally {
      await rm(next, { force: true });
    }
    return (await stat(target)).size;
  }

  /** Removes the file; a missing one is not an error. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The meetings' audio folder of this configuration. */
export function meetingAudioStore(config: Pick<Config, 'dataDir'>): MeetingAudioStore {
  return new MeetingAudioStore(path.join(config.dataDir, 'uploads', 'meeting-audio'));
}

/** A recording container told by its first bytes (never by its name or declared type). */
export interface AudioKind {
  mimeType: AudioMimeType;
  extension: string;
}

/** How many first bytes the container check reads: an MP3's ID3 tag and the frames after it may need far more than 64. */
export const AUDIO_HEAD_BYTES = AUDIO_SNIFF_BYTES;

/** The container of a recording's first bytes (storage/audio.ts: WebM, Ogg, WAV, MP4/M4A, MP3), or null. */
export function sniffMeetingAudio(head: Uint8Array): AudioKind | null {
  const mimeType = sniffAudio(head);
  return mimeType ? { mimeType, extension: `.${AUDIO_EXTENSIONS[mimeType]}` } : null;
}
