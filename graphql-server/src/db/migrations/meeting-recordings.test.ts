import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { Meeting } from '../../modules/meetings/meeting.entities.js';
import { openEmptyDatabase } from '../../test/databases.js';

const key = (id: string, extension: string) => `${id.replaceAll('-', '')}${extension}`;

describe('Migration20261201090000_MeetingRecordings', () => {
  it("moves each meeting's audio and transcript into its first recording, which keeps the meeting's id and audio file", async () => {
    const orm = await openEmptyDatabase(inject('pgServerUrl'), 'recordings');
    try {
      await orm.migrator.up({ to: 'Migration20261130090000_JobQueueHeartbeats' });
      const db = orm.em.getConnection();
      const userId = randomUUID();
      await db.execute(
        `insert into "users" ("id", "created_at", "updated_at", "username", "personal_email", "first_name", "last_name", "employee_number", "hashed_password", "employment_status", "hire_date") values (?, now(), now(), 'dana', 'dana@example.org', 'Dana', 'Reyes', 'E1', 'x', 'full_time', '2020-01-01')`,
        [userId],
      );
      const ids = { finalized: randomUUID(), recording: randomUUID(), failed: randomUUID(), typed: randomUUID(), bare: randomUUID() };
      /** A meeting row as the table was before the migration, with these columns of its audio and transcript. */
      const meeting = (id: string, status: string, columns: Record<string, unknown> = {}) => {
        const row: Record<string, unknown> = {
          id,
          created_at: '2026-11-20T09:00:00Z',
          updated_at: '2026-11-20T10:00:00Z',
          user_id: userId,
          status,
          started_at: '2026-11-20T09:00:00Z',
          finalized_at: status === 'finalized' ? '2026-11-20T09:45:00Z' : null,
          participants: '[{"name":"Pat Lee","role":"manager"}]',
          recording_consent: true,
          notes: 'Notes',
          ...columns,
        };
        const names = Object.keys(row);
        return db.execute(
          `insert into "meetings" (${names.map((n) => `"${n}"`).join(', ')}) values (${names.map(() => '?').join(', ')})`,
          Object.values(row),
        );
      };
      await meeting(ids.finalized, 'finalized', {
        audio_key: key(ids.finalized, '.webm'),
        audio_mime_type: 'audio/webm',
        audio_size: 48_000,
        audio_chunks: 12,
        audio_duration_seconds: 12.5,
        transcript: 'Manager: you were late on Tuesday.',
        transcript_status: 'done',
        transcript_progress: 100,
        transcript_engine: 'offline',
        transcript_is_draft: true,
      });
      await meeting(ids.recording, 'recording', {
        audio_key: key(ids.recording, '.ogg'),
        audio_mime_type: 'audio/ogg',
        audio_size: 3_000,
        audio_chunks: 2,
      });
      await meeting(ids.failed, 'draft', {
        audio_key: key(ids.failed, '.webm'),
        audio_mime_type: 'audio/webm',
        audio_size: 900,
        audio_chunks: 1,
        transcript_status: 'failed',
        transcript_error: 'Unable to transcribe audio. Please check your notes.',
      });
      await meeting(ids.typed, 'draft', { transcript: 'Typed in by hand.' });
      await meeting(ids.bare, 'draft');

      await orm.migrator.up();

      const rows = await db.execute<Record<string, unknown>[]>(
        `select "id", "meeting_id", "position", "status", "closed_at", "audio_key", "audio_mime_type", "audio_size", "audio_chunks", "duration_seconds", "transcript", "transcript_status", "transcript_engine", "transcript_is_draft", "transcript_error" from "meeting_recordings" order by "meeting_id"`,
      );
      const byMeeting = Object.fromEntries(rows.map((r) => [r.meeting_id as string, r]));
      expect(Object.keys(byMeeting).sort()).toEqual([ids.finalized, ids.recording, ids.failed, ids.typed].sort());
      expect(byMeeting[ids.finalized]).toMatchObject({
        id: ids.finalized,
        position: 1,
        status: 'closed',
        audio_key: key(ids.finalized, '.webm'),
        audio_mime_type: 'audio/webm',
        audio_size: 48_000,
        audio_chunks: 12,
        duration_seconds: 12.5,
        transcript: 'Manager: you were late on Tuesday.',
        transcript_status: 'done',
        transcript_engine: 'offline',
        transcript_is_draft: true,
      });
      expect(new Date(byMeeting[ids.finalized].closed_at as string).toISOString()).toBe('2026-11-20T09:45:00.000Z');
      // A meeting that was recording still is: its recording stays open for the chunks to come.
      expect(byMeeting[ids.recording]).toMatchObject({ id: ids.recording, status: 'recording', closed_at: null, audio_chunks: 2 });
      expect(byMeeting[ids.failed]).toMatchObject({
        status: 'closed',
        transcript_status: 'failed',
        transcript_error: 'Unable to transcribe audio. Please check your notes.',
      });
      expect(byMeeting[ids.typed]).toMatchObject({ status: 'closed', audio_chunks: 0, transcript: 'Typed in by hand.' });

      // The old columns are gone; the app reads the same through the meeting's recordings.
      const columns = await db.execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns where table_name = 'meetings' and (column_name like 'audio%' or column_name like 'transcript%')`,
      );
      expect(columns).toEqual([]);
      const em = orm.em.fork();
      const finalized = await em.findOneOrFail(Meeting, { id: ids.finalized }, { populate: ['recordingRows', 'imageRows'] });
      expect({ transcript: finalized.transcript, isDraft: finalized.transcriptIsDraft, audio: finalized.audio }).toEqual({
        transcript: 'Manager: you were late on Tuesday.',
        isDraft: true,
        audio: {
          mimeType: 'audio/webm',
          fileSize: 48_000,
          durationSeconds: 12.5,
          chunks: 12,
          url: `/api/meetings/${ids.finalized}/recordings/${ids.finalized}/audio`,
        },
      });
      const bare = await em.findOneOrFail(Meeting, { id: ids.bare }, { populate: ['recordingRows', 'imageRows'] });
      expect({ recordings: bare.recordings, transcript: bare.transcript, audio: bare.audio }).toEqual({
        recordings: [],
        transcript: '',
        audio: null,
      });
    } finally {
      await orm.close();
    }
  });
});
