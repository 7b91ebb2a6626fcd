import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_ENTRY_NOTES_PARAM } from '@/lib/meetingWizard';
import { renderWithProviders } from '@/test/render';
import {
  AttachMeetingToGrievanceDocument,
  DeleteMeetingDocument,
  MeetingGrievanceChoicesDocument,
  MeetingsDocument,
  RetryMeetingRecordingTranscriptionDocument,
} from './api/meetings.graphql';
import type { Meeting, MeetingRecording } from './api/useMeetings';
import { journalNotesFromMeeting } from './components/MeetingCard/MeetingCard';
import { MyMeetingsPage } from './meetings.page';

/** A recording's audio as the server answers it (Apollo's cache wants its __typename, which the fragment's type leaves out). */
const audio = (position: number, durationSeconds: number, fileSize = 48_000) =>
  ({
    __typename: 'MeetingAudio',
    mimeType: 'audio/webm',
    fileSize,
    durationSeconds,
    chunks: 3,
    url: `/api/meetings/m1/recordings/r${position}/audio`,
  }) as unknown as MeetingRecording['audio'];

const recording = (position: number, overrides: Partial<MeetingRecording> = {}): MeetingRecording & { __typename: 'MeetingRecording' } => ({
  __typename: 'MeetingRecording',
  id: `r${position}`,
  meetingId: 'm1',
  position,
  status: 'closed',
  startedAt: '2026-11-24T15:05:00.000Z',
  closedAt: '2026-11-24T15:20:00.000Z',
  transcript: 'we met about the late push back',
  transcriptStatus: 'done',
  transcriptProgress: 100,
  transcriptIsDraft: true,
  transcriptError: null,
  audio: audio(position, 12),
  ...overrides,
});

const meeting = (overrides: Partial<Meeting> = {}): Meeting & { __typename: 'Meeting' } => ({
  __typename: 'Meeting',
  id: 'm1',
  status: 'finalized',
  startedAt: '2026-11-24T15:05:00.000Z',
  finalizedAt: '2026-11-24T15:40:00.000Z',
  participants: [
    { __typename: 'MeetingParticipant', name: 'Pat Lee', employeeNumber: 'E42', role: 'manager' },
    { __typename: 'MeetingParticipant', name: 'Dana Reyes', employeeNumber: null, role: 'shop_steward' },
  ] as unknown as Meeting['participants'],
  recordingConsent: true,
  notes: 'Asked about the late push-back on flight 212.',
  recordings: [recording(1)],
  images: [
    {
      __typename: 'MeetingImage',
      id: 'i1',
      originalFileName: 'ramp.jpg',
      fileSize: 2048,
      mimeType: 'image/jpeg',
      caption: 'The tug',
      order: 1,
      url: '/api/meetings/m1/images/i1/view',
    },
  ] as unknown as Meeting['images'],
  grievanceId: null,
  recordUrl: '/api/meetings/m1/record',
  createdAt: '2026-11-24T15:05:00.000Z',
  updatedAt: '2026-11-24T15:40:00.000Z',
  ...overrides,
});

const list = (meetings: Meeting[]) => ({ request: { query: MeetingsDocument }, result: { data: { meetings } } });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const render = (mocks: unknown[]) =>
  renderWithProviders(
    <Routes>
      <Route path="/my-grievances/meetings" element={<MyMeetingsPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { mocks: mocks as never, route: '/my-grievances/meetings' },
  );

describe('My Grievances, Meetings', () => {
  afterEach(() => notifications.clean());

  it("lists the member's meetings with playback, a draft transcript, images and the record to download", async () => {
    render([list([meeting()])]);
    expect(await screen.findByText('You have 1 meeting.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Meetings' })).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article');
    const audio = card.querySelector('audio');
    expect(audio).toHaveAttribute('src', '/api/meetings/m1/recordings/r1/audio');
    expect(audio).toHaveAttribute('controls');
    expect(within(card).getByTestId('recording-duration')).toHaveTextContent('0:12');
    expect(within(card).getByText('we met about the late push back')).toBeInTheDocument();
    expect(within(card).getByText('Draft: check it against the recording')).toBeInTheDocument();
    expect(within(card).getByText(/Pat Lee \(Manager, #E42\), Dana Reyes \(Shop Steward\)/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /ramp\.jpg/ })).toHaveAttribute('href', '/api/meetings/m1/images/i1/view');
    expect(within(card).getByRole('link', { name: /Download record/ })).toHaveAttribute('href', '/api/meetings/m1/record');
  });

  it('shows every recording of a meeting with its own player, length and transcript, and retries a failed one', async () => {
    const user = userEvent.setup();
    const failed = recording(2, {
      transcript: '',
      transcriptStatus: 'failed',
      transcriptIsDraft: false,
      transcriptError: 'Unable to transcribe audio. Please check your notes.',
      audio: audio(2, 185.4, 9_000),
    });
    const third = recording(3, { transcript: 'the steward asked for the schedule', transcriptIsDraft: false });
    render([
      list([meeting({ recordings: [recording(1), failed, third] })]),
      {
        request: { query: RetryMeetingRecordingTranscriptionDocument, variables: { id: 'r2' } },
        result: { data: { retryMeetingRecordingTranscription: { ...failed, transcriptStatus: 'pending', transcriptError: null } } },
      },
      list([meeting({ recordings: [recording(1), { ...failed, transcriptStatus: 'pending', transcriptError: null }, third] })]),
    ]);
    const card = await screen.findByRole('article');
    const items = within(within(card).getByRole('list', { name: 'Recordings' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.querySelector('audio')?.getAttribute('src'))).toEqual([
      '/api/meetings/m1/recordings/r1/audio',
      '/api/meetings/m1/recordings/r2/audio',
      '/api/meetings/m1/recordings/r3/audio',
    ]);
    expect(items.map((item) => within(item).getByTestId('recording-duration').textContent)).toEqual(['0:12', '3:05', '0:12']);
    expect(items[0].querySelector('audio')).toHaveAccessibleName(/^Recording 1 of the meeting on /);
    expect(within(items[0]).getByText('we met about the late push back')).toBeInTheDocument();
    expect(within(items[0]).getByText('Draft: check it against the recording')).toBeInTheDocument();
    expect(within(items[2]).getByText('the steward asked for the schedule')).toBeInTheDocument();
    expect(within(items[2]).queryByText('Draft: check it against the recording')).not.toBeInTheDocument();
    await user.click(within(items[1]).getByRole('button', { name: 'Try transcription again' }));
    expect(await within(card).findByText('Transcribing...')).toBeInTheDocument();
  });

  it('shows an empty state with INITIATE MEETING', async () => {
    render([list([])]);
    expect(await screen.findByText('No Meetings Yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'INITIATE MEETING' }).length).toBeGreaterThan(0);
  });

  it('deletes a meeting only after confirmation', async () => {
    const user = userEvent.setup();
    render([
      list([meeting()]),
      { request: { query: DeleteMeetingDocument, variables: { id: 'm1' } }, result: { data: { deleteMeeting: true } } },
      list([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this meeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('You have 1 meeting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this meeting?' })).getByRole('button', { name: 'Delete meeting' }),
    );
    expect(await screen.findByText('Meeting Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No Meetings Yet')).toBeInTheDocument();
  });

  it('attaches a meeting to one of the member’s grievances', async () => {
    const user = userEvent.setup();
    render([
      list([meeting()]),
      {
        request: { query: MeetingGrievanceChoicesDocument },
        result: { data: { grievances: [{ __typename: 'Grievance', id: 'g7', title: 'Overtime skipped', status: 'draft' }] } },
      },
      {
        request: { query: AttachMeetingToGrievanceDocument, variables: { id: 'm1', grievanceId: 'g7' } },
        result: { data: { attachMeetingToGrievance: meeting({ grievanceId: 'g7' }) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Attach to grievance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach to grievance' });
    await user.click(within(dialog).getByLabelText('Grievance'));
    await user.click(await screen.findByRole('option', { name: 'Overtime skipped', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Meeting Attached')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Attached to a grievance|Grievance: Overtime skipped/)).toBeInTheDocument());
  });

  it('starts a journal entry with the meeting’s notes, participants and transcript', async () => {
    const user = userEvent.setup();
    render([list([meeting()])]);
    await user.click(await screen.findByRole('button', { name: 'Start a journal entry from this meeting' }));
    const where = await screen.findByTestId('where');
    const url = new URL(where.textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/grievances');
    const notes = url.searchParams.get(NEW_ENTRY_NOTES_PARAM) ?? '';
    expect(notes).toContain('Present: Pat Lee (Manager), Dana Reyes (Shop Steward).');
    expect(notes).toContain('Asked about the late push-back on flight 212.');
    expect(notes).toContain('Transcript:\nwe met about the late push back');
  });

  it('names each recording in a journal entry started from a meeting with several', () => {
    const notes = journalNotesFromMeeting(
      meeting({ recordings: [recording(1), recording(2, { transcript: '' }), recording(3, { transcript: 'the steward asked' })] }),
    );
    expect(notes).toContain('Transcript of recording 1:\nwe met about the late push back');
    expect(notes).not.toContain('recording 2');
    expect(notes).toContain('Transcript of recording 3:\nthe steward asked');
  });
});
