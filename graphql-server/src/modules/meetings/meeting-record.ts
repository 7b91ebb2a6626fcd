import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MEETING_ROLE_LABELS, type MeetingRole } from '@union/rules/meetings';
import type { Response } from 'express';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { contentDisposition } from '../../http/stored-image.js';
import type { FileStorage } from '../../storage/storage.js';
import type { User } from '../../auth/user.entity.js';
import { getMeeting, type MeetingServices } from './meeting-access.js';
import { meetingAudioStore } from './meeting-audio.js';
import type { Meeting, MeetingRecording } from './meeting.entities.js';
import { recordingEntryName } from './meeting-recordings.js';

// The whole record of a meeting as one ZIP download: every recording in order with its transcript (recording-1.webm
// and transcript-1.txt, recording-2.webm and transcript-2.txt, ...), notes.txt, participants.txt and the images (with
// captions.txt when any has a caption). Streamed: files are read and written out piece by piece (stored, not
// compressed: audio and photos are compressed already), waiting whenever the connection is behind, so a 200 MB
// recording never sits in memory.

const TEXT_MTIME = new Date('2000-01-01T00:00:00Z');

const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}\n` : '');

export function participantsText(meeting: Meeting): string {
  return meeting.participants
    .map(
      (p, i) =>
        `${i + 1}. ${p.name} - ${MEETING_ROLE_LABELS[p.role as MeetingRole] ?? p.role}${p.employeeNumber ? ` (employee #${p.employeeNumber})` : ''}\n`,
    )
    .join('');
}

export function notesText(meeting: Meeting): string {
  const head =
    line('Meeting started', meeting.startedAt.toISOString()) +
    line('Finalized', meeting.finalizedAt?.toISOString()) +
    line('Recorded with consent', meeting.recordingConsent ? 'yes' : 'no') +
    line('Recordings', String(meeting.recordings.length || 'none'));
  return `${head}\n${meeting.notes || '(No notes.)'}\n`;
}

/** A recording's transcript file: where it stands when there is no text yet, and whether the text is a draft. */
export function transcriptText(recording: MeetingRecording): string {
  const head = `Recording ${recording.position}, started ${recording.startedAt.toISOString()}\n\n`;
  if (recording.transcript) {
    const draft = recording.transcriptIsDraft ? 'Automatic draft transcript: please check it against the audio.\n\n' : '';
    return `${head}${draft}${recording.transcript}\n`;
  }
  if (recording.transcriptStatus === 'pending' || recording.transcriptStatus === 'processing')
    return `${head}(The transcript is still being written.)\n`;
  if (recording.transcriptStatus === 'failed')
    return `${head}(No transcript: ${recording.transcriptError ?? 'the transcription failed'}.)\n`;
  return `${head}(No transcript.)\n`;
}

/** A name inside the ZIP's folder (stored names are already clean: see cleanFileName), never a folder of its own. */
const entryName = (name: string) => name.replace(/[\\/]/g, '_') || 'image';

/** Sends the actor's meeting record as a ZIP; another member's meeting is not found (before anything is sent). */
export async function sendMeetingRecord(
  em: EntityManager,
  services: Pick<MeetingServices, 'config' | 'storage'>,
  actor: User,
  meetingId: unknown,
  res: Response,
): Promise<void> {
  const meeting = await getMeeting(em, actor, meetingId);
  const storage: FileStorage = services.storage;
  const store = meetingAudioStore(services.config);
  const recordings = await Promise.all(
    meeting.recordings.map(async (recording) => ({
      recording,
      file: recording.audioKey && recording.audioChunks > 0 ? await store.locate(recording.audioKey).catch(() => null) : null,
    })),
  );
  // Every image is opened before the first byte goes, so a missing file is an error answer, not a broken download.
  const images: { name: string; stream: Readable; caption: string | null }[] = [];
  try {
    for (const image of meeting.images) {
      const { stream } = await storage.open(image.objectStoragePath);
      stream.on('error', () => {});
      images.push({ name: `images/${image.order}-${entryName(image.originalFileName)}`, stream, caption: image.caption ?? null });
    }
  } catch (error) {
    for (const { stream } of images) stream.destroy();
    throw error;
  }

  const folder = `meeting-${meeting.startedAt.toISOString().slice(0, 10)}`;
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', contentDisposition('attachment', `${folder}.zip`));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');

  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      return;
    }
    res.write(chunk);
    if (final) res.end();
  });
  const behind = async () => {
    if (res.writableNeedDrain) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    if (res.destroyed) throw new Error('The download was cancelled');
  };
  const addText = async (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = TEXT_MTIME;
    zip.add(file);
    file.push(new TextEncoder().encode(text), true);
    await behind();
  };
  const addStream = async (name: string, stream: Readable, mtime: Date) => {
    const file = new ZipPassThrough(name);
    file.mtime = mtime;
    zip.add(file);
    for await (const chunk of stream) {
      file.push(chunk as Buffer);
      await behind();
      if (failed) throw failed;
    }
    file.push(new Uint8Array(0), true);
  };

  try {
    for (const { recording, file } of recordings) {
      // Only what the committed chunks hold (a chunk being written is not part of it yet).
      const size = file ? Math.min(file.size, recording.audioSize) : 0;
      if (file && size > 0) {
        const stream = createReadStream(file.path, { start: 0, end: size - 1 });
        await addStream(`${folder}/${recordingEntryName(recording)}`, stream, recording.startedAt);
      }
      await addText(`${folder}/transcript-${recording.position}.txt`, transcriptText(recording));
    }
    await addText(`${folder}/notes.txt`, notesText(meeting));
    await addText(`${folder}/participants.txt`, participantsText(meeting));
    for (const image of images) await addStream(`${folder}/${image.name}`, image.stream, meeting.startedAt);
    const captions = images.filter((i) => i.caption).map((i) => `${i.name.slice('images/'.length)}: ${i.caption}\n`);
    if (captions.length) await addText(`${folder}/images/captions.txt`, captions.join(''));
    zip.end();
    if (failed) throw failed;
  } catch {
    // The answer has begun: all that is left is to break it off, so the download is not taken for complete.
    for (const { stream } of images) stream.destroy();
    res.destroy();
  }
}
