import { postForm } from '@/lib/upload';
import type { RecordingRef } from '../lib/chunkStore';

const meetingPath = (id: string) => `/api/meetings/${encodeURIComponent(id)}`;

/**
 * One recorded chunk to POST /api/meetings/{id}/recordings/{recordingId}/chunks (multipart: `seq`, file `chunk`);
 * idempotent per seq.
 */
export async function uploadRecordingChunk(recording: RecordingRef, seq: number, blob: Blob): Promise<void> {
  const form = new FormData();
  form.append('seq', String(seq));
  const type = blob.type || 'audio/webm';
  const extension = type.includes('mp4') ? 'mp4' : type.includes('ogg') ? 'ogg' : 'webm';
  form.append('chunk', blob, `chunk-${seq}.${extension}`);
  await postForm<unknown>(`${meetingPath(recording.meetingId)}/recordings/${encodeURIComponent(recording.recordingId)}/chunks`, form);
}

/** One supporting image to POST /api/meetings/{id}/images (multipart `image`, optional `caption`). */
export async function uploadMeetingImage(meetingId: string, file: File, caption: string): Promise<void> {
  const form = new FormData();
  form.append('image', file, file.name);
  if (caption.trim()) form.append('caption', caption.trim());
  await postForm<unknown>(`${meetingPath(meetingId)}/images`, form);
}
