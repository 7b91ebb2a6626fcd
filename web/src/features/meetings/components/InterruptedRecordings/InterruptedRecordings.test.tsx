import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from '@/lib/upload';
import { renderWithProviders } from '@/test/render';
import { FinishMeetingRecordingDocument, MeetingsDocument } from '../../api/meetings.graphql';
import { memoryBackend } from '../../lib/chunkStore';
import { InterruptedRecordings } from './InterruptedRecordings';

const sent: Array<[string, number]> = [];
/** The server's answer to every chunk when set (a refusal), instead of taking it. */
const server: { refusal: Error | null } = { refusal: null };
vi.mock('../../api/uploads', () => ({
  uploadRecordingChunk: async (recording: { meetingId: string; recordingId: string }, seq: number) => {
    if (server.refusal) throw server.refusal;
    sent.push([`${recording.meetingId}/${recording.recordingId}`, seq]);
  },
  uploadMeetingImage: async () => {},
}));

/** The recording `r-<meeting>` of meeting `<meeting>` as the server answers it, open or closed. */
const serverRecording = (meetingId: string, status: 'recording' | 'closed') => ({
  __typename: 'MeetingRecording',
  id: `r-${meetingId}`,
  meetingId,
  position: 1,
  status,
  startedAt: '2026-11-24T15:05:00.000Z',
  closedAt: status === 'closed' ? '2026-11-24T15:35:00.000Z' : null,
  transcript: '',
  transcriptStatus: 'none',
  transcriptProgress: null,
  transcriptIsDraft: false,
  transcriptError: null,
  audio: null,
});

const serverMeeting = (id: string, status: 'recording' | 'draft') => ({
  __typename: 'Meeting',
  id,
  status,
  startedAt: '2026-11-24T15:05:00.000Z',
  finalizedAt: null,
  participants: [],
  recordingConsent: true,
  notes: '',
  recordings: [serverRecording(id, status === 'recording' ? 'recording' : 'closed')],
  images: [],
  grievanceId: null,
  recordUrl: `/api/meetings/${id}/record`,
  createdAt: '2026-11-24T15:05:00.000Z',
  updatedAt: '2026-11-24T15:05:00.000Z',
});

/** A meeting as the shell's search reads it: its recordings, by id and status. */
type FoundMeeting = [id: string, recordings: Array<[id: string, status: 'recording' | 'closed']>];

// What the shell's search asks of the server (by plain fetch: the shell runs without Apollo Client): only these
// fields of each meeting.
const foundRecordings = (...meetings: FoundMeeting[]) => {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    expect(JSON.parse(String(init?.body)).query).toMatch(/query InterruptedMeetings/);
    const data = {
      meetings: meetings.map(([id, recordings]) => ({
        __typename: 'Meeting',
        id,
        recordings: recordings.map(([recordingId, status]) => ({
          __typename: 'MeetingRecording',
          id: recordingId,
          status,
          startedAt: '2026-11-24T15:05:00.000Z',
          audio: null,
        })),
      })),
    };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** Meetings of one recording each (`r-<meeting>`), open while the meeting is recording. */
const found = (...meetings: Array<[string, 'recording' | 'draft']>) =>
  foundRecordings(...meetings.map(([id, status]): FoundMeeting => [id, [[`r-${id}`, status === 'recording' ? 'recording' : 'closed']]]));

describe('InterruptedRecordings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
    sent.length = 0;
    server.refusal = null;
  });

  it('offers back a recording whose chunks were left on the device, uploads them in order, then finishes it', async () => {
    const user = userEvent.setup();
    const store = memoryBackend();
    await store.putRecording({
      meetingId: 'm1',
      recordingId: 'r-m1',
      mimeType: 'audio/webm',
      startedAt: '2026-11-24T15:05:00.000Z',
      durationSeconds: 15,
      stopped: false,
    });
    for (const seq of [1, 0, 2]) await store.putChunk({ recordingId: 'r-m1', seq, blob: new Blob([String(seq)]) });
    found(['m1', 'recording']);
    renderWithProviders(<InterruptedRecordings store={store} searchAfterMs={0} />, {
      mocks: [
        {
          request: { query: FinishMeetingRecordingDocument, variables: { id: 'r-m1', durationSeconds: 15 } },
          result: { data: { finishMeetingRecording: serverRecording('m1', 'closed') } },
        },
        { request: { query: MeetingsDocument }, result: { data: { meetings: [serverMeeting('m1', 'draft')] } } },
      ],
    });
    expect(await screen.findByText('An interrupted meeting recording was found')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Interrupted recording' })).toHaveTextContent('Part of the audio is still on this device.');
    await user.click(screen.getByRole('button', { name: 'Resume upload' }));
    expect(await screen.findByText('Recording Recovered')).toBeInTheDocument();
    expect(sent).toEqual([
      ['m1/r-m1', 0],
      ['m1/r-m1', 1],
      ['m1/r-m1', 2],
    ]);
    expect(await store.recordings()).toEqual([]);
    expect(screen.queryByText('An interrupted meeting recording was found')).not.toBeInTheDocument();
  });

  it("offers back a meeting's second recording, interrupted after its first was closed, and sends its chunks to it", async () => {
    const user = userEvent.setup();
    const store = memoryBackend();
    await store.putRecording({
      meetingId: 'm7',
      recordingId: 'r2-m7',
      mimeType: 'audio/webm',
      startedAt: '2026-11-24T15:30:00.000Z',
      durationSeconds: 8,
      stopped: false,
    });
    for (const seq of [0, 1]) await store.putChunk({ recordingId: 'r2-m7', seq, blob: new Blob([String(seq)]) });
    foundRecordings([
      'm7',
      [
        ['r1-m7', 'closed'],
        ['r2-m7', 'recording'],
      ],
    ]);
    renderWithProviders(<InterruptedRecordings store={store} searchAfterMs={0} />, {
      mocks: [
        {
          request: { query: FinishMeetingRecordingDocument, variables: { id: 'r2-m7', durationSeconds: 8 } },
          result: { data: { finishMeetingRecording: { ...serverRecording('m7', 'closed'), id: 'r2-m7', position: 2 } } },
        },
        { request: { query: MeetingsDocument }, result: { data: { meetings: [serverMeeting('m7', 'draft')] } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Resume upload' }));
    expect(await screen.findByText('Recording Recovered')).toBeInTheDocument();
    expect(sent).toEqual([
      ['m7/r2-m7', 0],
      ['m7/r2-m7', 1],
    ]);
    expect(await store.recordings()).toEqual([]);
  });

  it('says the storage is full when the server refuses the chunks, and keeps them on the device for after space is freed', async () => {
    const user = userEvent.setup();
    const store = memoryBackend();
    await store.putRecording({
      meetingId: 'm5',
      recordingId: 'r-m5',
      mimeType: 'audio/webm',
      startedAt: '2026-11-24T15:05:00.000Z',
      durationSeconds: 15,
      stopped: true,
    });
    await store.putChunk({ recordingId: 'r-m5', seq: 0, blob: new Blob(['0']) });
    server.refusal = new UploadError('Your storage is full (1.0 GB of 1.0 GB used)', 413);
    found(['m5', 'recording']);
    renderWithProviders(<InterruptedRecordings store={store} searchAfterMs={0} />, { mocks: [] });
    await user.click(await screen.findByRole('button', { name: 'Resume upload' }));
    expect(
      await screen.findByText('Your storage is full (1.0 GB of 1.0 GB used). The rest of the recording is still kept on this device.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/try again when you are connected/)).not.toBeInTheDocument();
    expect(await store.chunks('r-m5')).toHaveLength(1);
  });

  it('does not say audio is on the device when every chunk already reached the server', async () => {
    const user = userEvent.setup();
    const store = memoryBackend();
    await store.putRecording({
      meetingId: 'm3',
      recordingId: 'r-m3',
      mimeType: 'audio/webm',
      startedAt: '2026-11-24T15:05:00.000Z',
      durationSeconds: 5,
      stopped: false,
    });
    found(['m3', 'recording']);
    renderWithProviders(<InterruptedRecordings store={store} searchAfterMs={0} />, {
      mocks: [
        {
          request: { query: FinishMeetingRecordingDocument, variables: { id: 'r-m3', durationSeconds: 5 } },
          result: { data: { finishMeetingRecording: serverRecording('m3', 'closed') } },
        },
        { request: { query: MeetingsDocument }, result: { data: { meetings: [serverMeeting('m3', 'draft')] } } },
      ],
    });
    const offer = await screen.findByRole('region', { name: 'Interrupted recording' });
    expect(offer).toHaveTextContent('Resume to upload it and finish the recording.');
    expect(offer).not.toHaveTextContent('still on this device');
    await user.click(within(offer).getByRole('button', { name: 'Resume upload' }));
    expect(await screen.findByText('Recording Recovered')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(await store.recordings()).toEqual([]);
  });

  it('asks the server a second after the shell appears, not with its first screen', async () => {
    const fetchMock = found(['m4', 'recording']);
    renderWithProviders(<InterruptedRecordings store={memoryBackend()} />, { mocks: [] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText('An interrupted meeting recording was found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets leftovers of a meeting the server no longer records, and offers nothing', async () => {
    const store = memoryBackend();
    await store.putRecording({
      meetingId: 'gone',
      recordingId: 'r-gone',
      mimeType: 'audio/webm',
      startedAt: '2026-11-24T15:05:00.000Z',
      durationSeconds: 5,
      stopped: true,
    });
    await store.putChunk({ recordingId: 'r-gone', seq: 0, blob: new Blob(['x']) });
    found();
    renderWithProviders(<InterruptedRecordings store={store} searchAfterMs={0} />, {
      mocks: [],
    });
    await vi.waitFor(async () => expect(await store.recordings()).toEqual([]));
    expect(await store.chunks('r-gone')).toEqual([]);
    expect(screen.queryByText('An interrupted meeting recording was found')).not.toBeInTheDocument();
  });
});

describe('InterruptedRecordings, discarding', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('deletes what is left on the device only after confirmation, and closes the recording on the server', async () => {
    const user = userEvent.setup();
    const store = memoryBackend();
    let finished = false;
    await store.putRecording({
      meetingId: 'm2',
      recordingId: 'r-m2',
      mimeType: 'audio/webm',
      startedAt: '2026-11-24T15:05:00.000Z',
      durationSeconds: 10,
      stopped: false,
    });
    await store.putChunk({ recordingId: 'r-m2', seq: 0, blob: new Blob(['x']) });
    found(['m2', 'recording']);
    renderWithProviders(<InterruptedRecordings store={store} searchAfterMs={0} />, {
      mocks: [
        {
          request: { query: FinishMeetingRecordingDocument, variables: { id: 'r-m2', durationSeconds: 10 } },
          result: () => {
            finished = true;
            return { data: { finishMeetingRecording: serverRecording('m2', 'closed') } };
          },
        },
        { request: { query: MeetingsDocument }, result: { data: { meetings: [serverMeeting('m2', 'draft')] } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the rest of this recording?' });
    expect(await store.chunks('r-m2')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('An interrupted meeting recording was found')).not.toBeInTheDocument());
    expect(await store.chunks('r-m2')).toEqual([]);
    expect(await store.recordings()).toEqual([]);
    expect(sent).toEqual([]);
    expect(finished).toBe(true);
  });
});
