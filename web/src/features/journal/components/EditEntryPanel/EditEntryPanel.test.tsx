import type { MockedResponse } from '@apollo/client/testing';
import { notifications, notificationsStore } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { UpdateJournalEntryDocument } from '../../api/journal.graphql';
import type { JournalEntry } from '../../api/useJournal';
import { EditEntryPanel } from './EditEntryPanel';

const entry = {
  __typename: 'JournalEntry',
  id: 'e1',
  eventId: 'v1',
  event: {
    __typename: 'JournalEvent',
    id: 'v1',
    eventTitle: 'BL-07 stop failure',
    description: null,
    isActive: true,
    createdAt: '2026-11-01T10:00:00Z',
  },
  employeeName: 'Marcus Reyes',
  employeeNumber: '204518',
  shift: '6am-2pm (Day)',
  teamNumber: null,
  jobTitle: 'Crew Chief',
  isSwappedShift: false,
  incidentNotes: 'Belt',
  entryDate: '2026-11-10',
  status: 'draft' as JournalEntry['status'],
  isGrievance: false,
  isClosed: false,
  readOnlyReason: null,
  createdAt: '2026-11-10T10:00:00Z',
  updatedAt: '2026-11-10T10:00:00Z',
  images: [],
  participants: [],
} as JournalEntry;

const saved = (incidentNotes: string): MockedResponse => ({
  request: { query: UpdateJournalEntryDocument, variables: { id: 'e1', input: { incidentNotes } } },
  result: { data: { updateJournalEntry: { ...entry, incidentNotes } } },
});
const failed = (incidentNotes: string): MockedResponse => ({
  request: { query: UpdateJournalEntryDocument, variables: { id: 'e1', input: { incidentNotes } } },
  error: new Error('503: Service Unavailable'),
});

const indicator = () => within(screen.getByRole('status'));
const toastTitles = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].map((toast) => toast.title);
};

beforeEach(() => notifications.clean());

// These wait for the real 1 s auto-save delay, twice in the second test: room for a busy machine.
describe('EditEntryPanel', { timeout: 15_000 }, () => {
  it('auto-saves the notes 1 s after typing: Saving, then Saved and the Auto-saved toast', async () => {
    renderWithProviders(<EditEntryPanel entry={entry} onClose={() => {}} />, { mocks: [saved('Belt kept running')] });
    await userEvent.type(screen.getByLabelText(/Incident Notes/), ' kept running');
    expect(indicator().getByText('Unsaved changes')).toBeInTheDocument();
    expect(await indicator().findByText('Saved', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Auto-saved')).toBeInTheDocument();
  });

  it('keeps the text when a save fails, and the toast on screen tells the failure, not an older success', async () => {
    renderWithProviders(<EditEntryPanel entry={entry} onClose={() => {}} />, {
      mocks: [saved('Belt kept running'), failed('Belt kept running, twice')],
    });
    const notes = screen.getByLabelText(/Incident Notes/);
    await userEvent.type(notes, ' kept running');
    expect(await screen.findByText('Auto-saved', {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.type(notes, ', twice');
    expect(await indicator().findByText('Save failed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Auto-save Failed')).toBeInTheDocument();
    // The app shows one toast at a time: what is shown or waiting is the failure alone.
    expect(toastTitles()).toEqual(['Auto-save Failed']);
    expect(notes).toHaveValue('Belt kept running, twice');
  });
});
