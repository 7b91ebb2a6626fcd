import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimKeptWork, forgetKeptWork, keptPiece } from '@/lib/keptWork';
import { UploadError } from '@/lib/upload';
import { renderWithProviders } from '@/test/render';
import { type ChunkBackend, memoryBackend } from '../../lib/chunkStore';
import type { MeetingApi, MeetingSnapshot, RecordingSnapshot } from '../../lib/meetingApi';
import { MeetingWizard } from './MeetingWizard';

class FakeRecorder {
  static isTypeSupported = () => true;
  /** The recorder the wizard made last, to hand over a chunk while it records. */
  static last: FakeRecorder | null = null;
  state = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
    FakeRecorder.last = this;
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm-bytes'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

/** The server's answer (413) to an upload once the member's storage is full. */
const STORAGE_FULL =
  'Your storage is full (1.0 GB of 1.0 GB used). Delete recordings or photos you no longer need, or ask your union local for more space.';

/** What the fake engine heard in each recording. */
const HEARD: Record<string, string> = { r1: 'We met about the late push-back.', r2: 'The steward asked for the schedule.' };

const recordingSnapshot = (over: Partial<RecordingSnapshot> = {}): RecordingSnapshot => ({
  id: 'r1',
  meetingId: 'm1',
  position: 1,
  status: 'recording',
  transcript: '',
  transcriptStatus: 'none',
  transcriptProgress: null,
  transcriptIsDraft: false,
  transcriptError: null,
  durationSeconds: null,
  audioUrl: null,
  ...over,
});

const snapshot = (over: Partial<MeetingSnapshot> = {}): MeetingSnapshot => ({
  id: 'm1',
  status: 'recording',
  recordings: [],
  finalizedAt: null,
  ...over,
});

/** The recording as the server answers once it is transcribed: its text, its length and where it plays from. */
const transcribed = (id: string) =>
  recordingSnapshot({
    id,
    position: Number(id.slice(1)),
    status: 'closed',
    transcriptStatus: 'done',
    transcript: HEARD[id],
    durationSeconds: id === 'r1' ? 3 : 75,
    transcriptIsDraft: true,
    audioUrl: `/api/meetings/m1/recordings/${id}/audio`,
  });

function fakeApi(over: Partial<MeetingApi> = {}): MeetingApi & { calls: string[] } {
  const calls: string[] = [];
  let opened = 1;
  return {
    calls,
    rightsProvision: vi.fn(async () => ({
      answer: 'An employee may request a steward at any investigatory interview.',
      citations: [{ reference: 'Article 19, Section 19.2 - Investigatory Interviews' }],
    })),
    stewards: vi.fn(async () => [{ id: 's1', name: 'Dana Reyes', position: 'Chief Steward' }]),
    start: vi.fn(async (input) => {
      calls.push(`start:${input.recordingConsent}`);
      return input.recordingConsent
        ? snapshot({ status: 'recording', recordings: [recordingSnapshot()] })
        : snapshot({ status: 'draft', recordings: [] });
    }),
    startRecording: vi.fn(async (meetingId) => {
      opened += 1;
      calls.push(`startRecording:${meetingId}`);
      return recordingSnapshot({ id: `r${opened}`, position: opened });
    }),
    uploadChunk: vi.fn(async (recording, seq) => {
      calls.push(`chunk:${recording.recordingId}:${seq}`);
    }),
    finishRecording: vi.fn(async (id) => {
      calls.push(`finish:${id}`);
      return recordingSnapshot({ id, status: 'closed', transcriptStatus: 'processing', transcriptProgress: 40 });
    }),
    getRecording: vi.fn(async (id) => transcribed(id)),
    retryTranscription: vi.fn(async (id) => recordingSnapshot({ id, status: 'closed', transcriptStatus: 'pending' })),
    saveTranscript: vi.fn(async (id, transcript) => {
      calls.push(`save:${id}:${transcript}`);
      return { ...transcribed(id), transcript, transcriptIsDraft: false };
    }),
    finalize: vi.fn(async () => {
      calls.push('finalize');
      return snapshot({ status: 'finalized', finalizedAt: '2026-11-24T20:00:00.000Z' });
    }),
    uploadImage: vi.fn(async () => {
      calls.push('image');
    }),
    ...over,
  };
}

function Harness({ api, store = memoryBackend() }: { api: MeetingApi; store?: ChunkBackend }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open wizard
      </button>
      <MeetingWizard opened={opened} onClose={() => setOpened(false)} api={api} store={store} pollMs={5} uploadRetryMs={1} />
    </>
  );
}

const user = () => userEvent.setup();
const next = () => screen.getByRole('button', { name: 'Next' });

async function toParticipants(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByLabelText('I understand my rights and am ready to document this meeting'));
  await u.click(next());
}

async function addParticipant(u: ReturnType<typeof userEvent.setup>, name = 'Pat Manager') {
  await u.type(screen.getByLabelText('Name'), name);
  await u.type(screen.getByLabelText('Employee Number'), 'E42');
  await u.click(screen.getByRole('button', { name: 'Add Participant' }));
}

/** Through the wizard with one participant to a recording started with consent. */
async function startRecording(u: ReturnType<typeof userEvent.setup>, api: MeetingApi) {
  renderWithProviders(<Harness api={api} />);
  await toParticipants(u);
  await addParticipant(u);
  await u.click(next());
  await u.click(screen.getByLabelText('All participants are aware of and consent to recording'));
  await u.click(screen.getByRole('button', { name: 'Start Recording' }));
}

/** Through the wizard with one participant and nothing recorded, one photo added, then Finalize. */
async function finalizeWithOnePhoto(api: MeetingApi) {
  const u = user();
  renderWithProviders(<Harness api={api} />);
  await toParticipants(u);
  await addParticipant(u);
  await u.click(next());
  await u.click(next());
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.setup().upload(input, [new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })]);
  await u.click(screen.getByRole('button', { name: 'Finalize' }));
}

describe('MeetingWizard', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop() {} }] })) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('quotes the contract provision with its citation and goes on only once the member confirms understanding', async () => {
    const u = user();
    renderWithProviders(<Harness api={fakeApi()} />);
    expect(await screen.findByText('An employee may request a steward at any investigatory interview.')).toBeInTheDocument();
    expect(screen.getByText(/Article 19, Section 19.2 - Investigatory Interviews/)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await toParticipants(u);
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 2 of 5: Participants');
  });

  it('says so plainly when the contract has no provision of its own', async () => {
    renderWithProviders(<Harness api={fakeApi({ rightsProvision: async () => ({ answer: 'I could not find that.', citations: [] }) })} />);
    expect(await screen.findByText(/has no provision of its own on investigatory meetings/)).toBeInTheDocument();
  });

  it('does not reach the documentation step without a participant; a steward comes from the directory', async () => {
    const u = user();
    renderWithProviders(<Harness api={fakeApi()} />);
    await toParticipants(u);
    expect(next()).toBeDisabled();
    expect(screen.getByText('Add at least one participant to continue.')).toBeInTheDocument();
    await u.click(await screen.findByPlaceholderText('Choose a steward'));
    await u.click(await screen.findByRole('option', { name: 'Dana Reyes (Chief Steward)', hidden: true }));
    const list = screen.getByRole('list', { name: 'Participants' });
    expect(within(list).getByText('Dana Reyes')).toBeInTheDocument();
    expect(within(list).getByText('Shop Steward')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove Dana Reyes' }));
    expect(next()).toBeDisabled();
    await addParticipant(u);
    expect(next()).toBeEnabled();
    await u.click(next());
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 3 of 5: Documentation');
  });

  it('does not record without consent; then records, uploads, shows Transcribing, and gives an editable transcript', async () => {
    const u = user();
    const api = fakeApi();
    renderWithProviders(<Harness api={api} />);
    await toParticipants(u);
    await addParticipant(u);
    await u.click(next());
    const start = screen.getByRole('button', { name: 'Start Recording' });
    expect(start).toBeDisabled();
    await u.click(start);
    expect(api.start).not.toHaveBeenCalled();

    await u.click(screen.getByLabelText('All participants are aware of and consent to recording'));
    await u.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Recording Started')).toBeInTheDocument();
    expect(screen.getByText('Audio recording is now active')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(next()).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText('Transcription Complete')).toBeInTheDocument();
    expect(screen.getByText('Transcribed 3s of audio')).toBeInTheDocument();
    const transcript = screen.getByLabelText('Transcript of recording 1');
    expect(transcript).toHaveValue('We met about the late push-back.');
    expect(api.calls).toEqual(['start:true', 'chunk:r1:0', 'finish:r1']);
    expect(screen.getByText('A draft made on this server: please read it through and correct it.')).toBeInTheDocument();
    await u.type(transcript, ' At 10 am.');
    expect(transcript).toHaveValue('We met about the late push-back. At 10 am.');
    // Corrected by the member: no longer the engine's draft.
    expect(screen.queryByText('A draft made on this server: please read it through and correct it.')).not.toBeInTheDocument();
    expect(screen.getByText('Check it and correct anything misheard.')).toBeInTheDocument();
  });

  it('comes back to Start Recording once a recording is transcribed, records again, and lists each recording with its player, length and transcript', async () => {
    const u = user();
    const api = fakeApi();
    await startRecording(u, api);
    await u.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText('Transcribed 3s of audio')).toBeInTheDocument();

    // Idle again: the microphone can be started once more, with the consent still given (and no longer changeable).
    const again = screen.getByRole('button', { name: 'Start Recording' });
    expect(again).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Transcribing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const consent = screen.getByLabelText('All participants are aware of and consent to recording');
    expect(consent).toBeChecked();
    expect(consent).toBeDisabled();
    expect(next()).toBeEnabled();

    notifications.clean();
    await u.click(again);
    expect(await screen.findByRole('button', { name: 'Stop Recording' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText('Transcribed 75s of audio')).toBeInTheDocument();
    expect(api.calls).toEqual(['start:true', 'chunk:r1:0', 'finish:r1', 'startRecording:m1', 'chunk:r2:0', 'finish:r2']);

    // Both are listed in order, each with its own player, its length (m:ss) and its transcript.
    const items = within(screen.getByRole('list', { name: 'Recordings' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(within(first).getByText('Recording 1')).toBeInTheDocument();
    expect(within(first).getByTestId('recording-duration')).toHaveTextContent('0:03');
    expect(first.querySelector('audio')).toHaveAttribute('src', '/api/meetings/m1/recordings/r1/audio');
    expect(first.querySelector('audio')).toHaveAttribute('preload', 'metadata');
    expect(within(first).getByLabelText('Transcript of recording 1')).toHaveValue('We met about the late push-back.');
    expect(within(second).getByTestId('recording-duration')).toHaveTextContent('1:15');
    expect(second.querySelector('audio')).toHaveAttribute('src', '/api/meetings/m1/recordings/r2/audio');
    expect(within(second).getByLabelText('Transcript of recording 2')).toHaveValue('The steward asked for the schedule.');
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();

    // A correction is the member's own, and is saved with the record.
    await u.type(within(second).getByLabelText('Transcript of recording 2'), ' At 10 am.');
    expect(within(second).getByText('Check it and correct anything misheard.')).toBeInTheDocument();
    expect(within(first).getByText('A draft made on this server: please read it through and correct it.')).toBeInTheDocument();
    await u.click(next());
    await u.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Step 5 of 5: Confirmation');
    expect(api.calls.slice(-2)).toEqual(['save:r2:The steward asked for the schedule. At 10 am.', 'finalize']);
    expect(screen.getByText(/2 kept with the meeting/)).toBeInTheDocument();
  });

  it('shows the Transcribing button, disabled, while the transcript is made', async () => {
    const u = user();
    let release: (r: RecordingSnapshot) => void = () => {};
    const api = fakeApi({ getRecording: vi.fn(() => new Promise<RecordingSnapshot>((resolve) => (release = resolve))) });
    await startRecording(u, api);
    await u.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByRole('button', { name: 'Transcribing' })).toBeDisabled();
    expect(screen.getByText('Processing transcription...')).toBeInTheDocument();
    await waitFor(() => expect(api.getRecording).toHaveBeenCalled());
    expect(screen.getByTestId('transcription-progress')).toHaveTextContent('Transcribing the recording: 40%');
    release(recordingSnapshot({ transcriptStatus: 'failed', status: 'closed', audioUrl: '/api/meetings/m1/recordings/r1/audio' }));
    expect(await screen.findByText('Unable to transcribe audio. Please check your notes.')).toBeInTheDocument();
    // The audio is kept and listed; the member may type the transcript, try again, or record again.
    expect(screen.getByLabelText('Transcript of recording 1')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Try transcription again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  });

  it('keeps the audio on the device when the upload does not get through, and sends it when the member tries again', async () => {
    const u = user();
    const store = memoryBackend();
    let online = false;
    const api = fakeApi({
      uploadChunk: vi.fn(async () => {
        if (!online) throw new Error('The upload failed. Please check your connection and try again.');
      }),
    });
    renderWithProviders(<Harness api={api} store={store} />);
    await toParticipants(u);
    await addParticipant(u);
    await u.click(next());
    await u.click(screen.getByLabelText('All participants are aware of and consent to recording'));
    await u.click(screen.getByRole('button', { name: 'Start Recording' }));
    await u.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText('Try the upload again')).toBeInTheDocument();
    expect(screen.getAllByText('Audio Upload Incomplete').length).toBeGreaterThan(0);
    expect(api.finishRecording).not.toHaveBeenCalled();
    // No second recording while this one has not reached the server.
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
    const [kept] = await store.recordings();
    expect(kept).toMatchObject({ meetingId: 'm1', recordingId: 'r1', stopped: true });
    expect(await store.chunks('r1')).toHaveLength(1);

    online = true;
    await u.click(screen.getByRole('button', { name: 'Try the upload again' }));
    expect(await screen.findByText('Transcribed 3s of audio')).toBeInTheDocument();
    expect(api.finishRecording).toHaveBeenCalledTimes(1);
    expect(await store.chunks('r1')).toEqual([]);
    expect(await store.recordings()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  });

  it('stops the recording and says why when the server refuses a chunk because the storage is full, keeping what it took', async () => {
    const u = user();
    const store = memoryBackend();
    const api = fakeApi({
      uploadChunk: vi.fn(async (recording, seq: number) => {
        api.calls.push(`chunk:${recording.recordingId}:${seq}`);
        if (seq >= 1) throw new UploadError(STORAGE_FULL, 413);
      }),
    });
    renderWithProviders(<Harness api={api} store={store} />);
    await toParticipants(u);
    await addParticipant(u);
    await u.click(next());
    await u.click(screen.getByLabelText('All participants are aware of and consent to recording'));
    await u.click(screen.getByRole('button', { name: 'Start Recording' }));
    await screen.findByRole('button', { name: 'Stop Recording' });
    // Two chunks while recording: the first is stored, the second refused; the member did not press Stop.
    await act(async () => {
      FakeRecorder.last?.ondataavailable?.({ data: new Blob(['first'], { type: 'audio/webm' }) });
      FakeRecorder.last?.ondataavailable?.({ data: new Blob(['second'], { type: 'audio/webm' }) });
    });
    expect(await screen.findByText(`${STORAGE_FULL} What was recorded until then is saved with the meeting.`)).toBeInTheDocument();
    expect(screen.getByText('Recording Stopped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop Recording' })).toBeNull();
    expect(FakeRecorder.last?.state).toBe('inactive');
    // The audio is closed with what the server holds and transcribed; nothing is retried, nothing is left pending.
    expect(await screen.findByText('Transcribed 3s of audio')).toBeInTheDocument();
    expect(api.calls).toEqual(['start:true', 'chunk:r1:0', 'chunk:r1:1', 'finish:r1']);
    expect(screen.queryByText('Audio Upload Incomplete')).toBeNull();
    expect(await store.recordings()).toEqual([]);
  });

  it('says the storage is full when the last chunk is refused after Stop, instead of keeping it for a retry', async () => {
    const u = user();
    const api = fakeApi({
      uploadChunk: vi.fn(async () => {
        throw new UploadError('Your storage is full (5.0 MB of 5.0 MB used).', 413);
      }),
    });
    await startRecording(u, api);
    await u.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    expect(
      await screen.findByText('Your storage is full (5.0 MB of 5.0 MB used). What was recorded until then is saved with the meeting.'),
    ).toBeInTheDocument();
    expect(api.uploadChunk).toHaveBeenCalledTimes(1);
    expect(api.finishRecording).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Audio Upload Incomplete')).toBeNull();
  });

  it('says Recording Failed when the microphone is refused, and opens no meeting', async () => {
    const u = user();
    (navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const api = fakeApi();
    await startRecording(u, api);
    expect(await screen.findByText('Recording Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to access microphone. Please check permissions.')).toBeInTheDocument();
    expect(api.start).not.toHaveBeenCalled();
  });

  it('checks images inline, finalizes with the image count, and Close resets everything', async () => {
    const u = user();
    const api = fakeApi();
    renderWithProviders(<Harness api={api} />);
    await toParticipants(u);
    await addParticipant(u);
    await u.click(next());
    await u.type(screen.getByLabelText('Meeting notes'), 'Asked why I was late.');
    await u.click(screen.getByLabelText('All participants are aware of and consent to recording'));
    await u.click(next());

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array(10)], 'ramp.png', { type: 'image/png' });
    const pdf = new File([new Uint8Array(10)], 'notes.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(input, [png, pdf]);
    expect(screen.getByText('notes.pdf: Only JPEG, PNG, and WebP images are allowed')).toBeInTheDocument();
    expect(screen.getByText('ramp.png')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findAllByText('Your meeting was documented with 1 supporting image.')).not.toHaveLength(0);
    expect(api.calls).toEqual(['start:true', 'finalize', 'image']);
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 5 of 5: Confirmation');

    await u.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('wizard-step')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Open wizard' }));
    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Step 1 of 5: Your rights');
    expect(screen.getByLabelText('I understand my rights and am ready to document this meeting')).not.toBeChecked();
    await toParticipants(u);
    expect(screen.getByText('Add at least one participant to continue.')).toBeInTheDocument();
    await addParticipant(u, 'Someone Else');
    await u.click(next());
    expect(screen.getByLabelText('Meeting notes')).toHaveValue('');
    expect(screen.getByLabelText('All participants are aware of and consent to recording')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
    expect(screen.queryByRole('list', { name: 'Recordings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('gives the warning variant when some images failed to upload; a meeting with nothing recorded is opened at Finalize', async () => {
    const api = fakeApi({
      uploadImage: async () => {
        throw new Error('400: bad image');
      },
    });
    await finalizeWithOnePhoto(api);
    expect(await screen.findAllByText('Your meeting was documented, but some images failed to upload.')).not.toHaveLength(0);
    expect(api.start).toHaveBeenCalledWith(expect.objectContaining({ recordingConsent: false }));
  });

  it('tells why the images failed when the server refused them because the storage is full', async () => {
    await finalizeWithOnePhoto(
      fakeApi({
        uploadImage: async () => {
          throw new UploadError(STORAGE_FULL, 413);
        },
      }),
    );
    expect(await screen.findByText(`Your meeting was documented, but some images failed to upload. ${STORAGE_FULL}`)).toBeInTheDocument();
  });

  it('stays on the evidence step with the spec error when Finalize fails', async () => {
    const u = user();
    const api = fakeApi({
      finalize: async () => {
        throw new Error('500');
      },
    });
    renderWithProviders(<Harness api={api} />);
    await toParticipants(u);
    await addParticipant(u);
    await u.click(next());
    await u.click(next());
    await u.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Failed to document grievance meeting. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 4 of 5: Evidence');
  });

  describe('left mid-way (signed out, the tab closed)', () => {
    beforeEach(() => claimKeptWork('member-1'));
    afterEach(() => forgetKeptWork());

    it('comes back where it was, with the participants, the notes and each transcript, and finalizes them', async () => {
      const u = user();
      const api = fakeApi();
      const first = renderWithProviders(<Harness api={api} />);
      await toParticipants(u);
      await addParticipant(u);
      await u.click(next());
      await u.type(screen.getByLabelText('Meeting notes'), 'Asked for a steward at 14:05; refused.');
      await u.click(screen.getByLabelText('All participants are aware of and consent to recording'));
      await u.click(screen.getByRole('button', { name: 'Start Recording' }));
      // Left while the microphone is live, it would not open by itself: the cut-off recording is offered back first.
      expect(keptPiece('meeting-wizard')).toMatchObject({ open: false, notes: 'Asked for a steward at 14:05; refused.' });
      await u.click(await screen.findByRole('button', { name: 'Stop Recording' }));
      expect(await screen.findByDisplayValue(HEARD.r1)).toBeInTheDocument();
      expect(keptPiece('meeting-wizard')).toMatchObject({ open: true });
      first.unmount();

      renderWithProviders(<Harness api={api} />);
      expect(screen.getByText('Not saved yet')).toBeInTheDocument();
      expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 3 of 5: Documentation');
      expect(screen.getByLabelText('Meeting notes')).toHaveValue('Asked for a steward at 14:05; refused.');
      expect(screen.getByDisplayValue(HEARD.r1)).toBeInTheDocument();
      // The microphone is ready for another recording of the same meeting.
      expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
      await u.click(next());
      await u.click(screen.getByRole('button', { name: 'Finalize' }));
      await waitFor(() => expect(api.calls).toContain('finalize'));
      expect(api.finalize).toHaveBeenCalledWith(
        'm1',
        expect.objectContaining({
          notes: 'Asked for a steward at 14:05; refused.',
          participants: [expect.objectContaining({ name: 'Pat Manager' })],
        }),
      );
    });
  });
});
