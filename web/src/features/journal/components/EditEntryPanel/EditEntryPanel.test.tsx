import type { MockedResponse } from '@apollo/client/testing';
import { notifications, notificationsStore } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { JournalEntryDocument, UpdateJournalEntryDocument } from '../../api/journal.graphql';
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
  version: 1,
  createdAt: '2026-11-10T10:00:00Z',
  updatedAt: '2026-11-10T10:00:00Z',
  images: [],
  participants: [],
} as JournalEntry;

/** A save sent over `expectedVersion` that the server takes: the entry comes back one version newer. */
const saved = (incidentNotes: string, expectedVersion = 1): MockedResponse => ({
  request: { query: UpdateJournalEntryDocument, variables: { id: 'e1', input: { incidentNotes, expectedVersion } } },
  result: { data: { updateJournalEntry: { ...entry, incidentNotes, version: expectedVersion + 1 } } },
});
const failed = (incidentNotes: string, expectedVersion = 1): MockedResponse => ({
  request: { query: UpdateJournalEntryDocument, variables: { id: 'e1', input: { incidentNotes, expectedVersion } } },
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
      mocks: [saved('Belt kept running'), failed('Belt kept running, twice', 2)],
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

describe('EditEntryPanel after the entry was changed in another window', { timeout: 20_000 }, () => {
  const OTHER_NOTES = 'Belt stopped at 06:40.\nTyped on the phone.';
  // What the server answers: CONFLICT with the entry as the other window left it (version 2).
  const conflict = (incidentNotes: string): MockedResponse => ({
    request: { query: UpdateJournalEntryDocument, variables: { id: 'e1', input: { incidentNotes, expectedVersion: 1 } } },
    result: {
      errors: [
        {
          message: 'This entry was changed in another window or on another device, so your changes were not saved over it.',
          extensions: { code: 'CONFLICT', current: { ...entry, __typename: undefined, incidentNotes: OTHER_NOTES, version: 2 } },
        },
      ],
    },
  });
  const refreshed: MockedResponse = {
    request: { query: JournalEntryDocument, variables: { id: 'e1' } },
    result: { data: { journalEntry: { ...entry, incidentNotes: OTHER_NOTES, version: 2 } } },
  };
  /** A save sent anyway while the member has not chosen yet: it must never happen. */
  const sentBeforeChoosing = vi.fn(() => ({ data: { updateJournalEntry: { ...entry, incidentNotes: 'overwritten', version: 2 } } }));
  const notice = () => screen.findByRole('alert', { name: 'Changed in another window or device' }, { timeout: 3000 });

  async function typeIntoConflict() {
    const notes = screen.getByLabelText(/Incident Notes/);
    await userEvent.type(notes, ' kept running');
    const alert = await notice();
    return { notes, alert };
  }

  beforeEach(() => sentBeforeChoosing.mockClear());

  it('shows the other text, keeps what was typed, and sends nothing more until the member chooses', async () => {
    renderWithProviders(<EditEntryPanel entry={entry} onClose={() => {}} />, {
      mocks: [
        conflict('Belt kept running'),
        refreshed,
        {
          request: {
            query: UpdateJournalEntryDocument,
            variables: { id: 'e1', input: { incidentNotes: 'Belt kept running, twice', expectedVersion: 1 } },
          },
          result: sentBeforeChoosing,
        },
      ],
    });
    const { notes, alert } = await typeIntoConflict();
    expect(within(alert).getByRole('group', { name: 'Incident Notes in the other version' })).toHaveTextContent(
      'Belt stopped at 06:40. Typed on the phone.',
    );
    expect(notes).toHaveValue('Belt kept running');
    expect(screen.getByRole('button', { name: 'Save Now' })).toBeDisabled();
    // No toast: the notice says what happened.
    expect(toastTitles()).not.toContain('Auto-save Failed');

    await userEvent.type(notes, ', twice');
    await new Promise((r) => setTimeout(r, 1600));
    expect(sentBeforeChoosing).not.toHaveBeenCalled();
    expect(notes).toHaveValue('Belt kept running, twice');
    expect(screen.getByRole('alert', { name: 'Changed in another window or device' })).toBeInTheDocument();
  });

  it('Keep my version saves the form over the newer version, with that version', async () => {
    renderWithProviders(<EditEntryPanel entry={entry} onClose={() => {}} />, {
      mocks: [conflict('Belt kept running'), refreshed, saved('Belt kept running, twice', 2), saved('Belt kept running, twice!', 3)],
    });
    const { notes, alert } = await typeIntoConflict();
    await userEvent.type(notes, ', twice');
    await userEvent.click(within(alert).getByRole('button', { name: 'Keep my version' }));
    expect(await indicator().findByText('Saved', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Changed in another window or device' })).not.toBeInTheDocument();
    expect(notes).toHaveValue('Belt kept running, twice');
    // Auto-save goes on, over the version that save returned.
    await userEvent.type(notes, '!');
    expect(await screen.findByText('Auto-saved', {}, { timeout: 3000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(indicator().getByText('Saved')).toBeInTheDocument(), { timeout: 3000 });
  });

  it('Use the other version loads it into the form, and the next edit is saved over it', async () => {
    renderWithProviders(<EditEntryPanel entry={entry} onClose={() => {}} />, {
      mocks: [conflict('Belt kept running'), refreshed, saved(`${OTHER_NOTES} Agreed.`, 2)],
    });
    const { notes, alert } = await typeIntoConflict();
    await userEvent.click(within(alert).getByRole('button', { name: 'Use the other version' }));
    expect(notes).toHaveValue(OTHER_NOTES);
    expect(screen.queryByRole('alert', { name: 'Changed in another window or device' })).not.toBeInTheDocument();
    expect(indicator().queryByText('Unsaved changes')).not.toBeInTheDocument();
    await userEvent.type(notes, ' Agreed.');
    expect(await indicator().findByText('Saved', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
