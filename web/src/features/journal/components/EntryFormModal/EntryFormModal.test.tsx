import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayIsoDate } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import { MeDocument } from '@/lib/session.graphql';
import type { JournalEvent } from '../../api/useJournal';
import { EntryFormModal } from './EntryFormModal';

const event = (id: string, eventTitle: string, isActive = true): JournalEvent => ({
  id,
  eventTitle,
  description: null,
  isActive,
  createdAt: '2026-11-01T10:00:00Z',
});
const events = [event('a', 'Belt loader stop failure'), event('b', 'Overtime bypass'), event('c', 'Old break room issue', false)];
const mocks = [{ request: { query: MeDocument }, result: { data: { me: null } } }];

const open = (eventId?: string, onClose = () => {}) =>
  renderWithProviders(
    <EntryFormModal opened events={events} eventId={eventId} onClose={onClose} onNewEvent={() => {}} onCreated={() => {}} />,
    { mocks },
  );

describe('EntryFormModal', () => {
  it('opens preselected on the event that opened it, dated today, with the witness instruction at 0/8', async () => {
    open('b');
    expect(await screen.findByLabelText(/Entry Date/)).toHaveValue(todayIsoDate());
    expect(screen.getByRole('combobox', { name: /^Event/ })).toHaveValue('Overtime bypass');
    expect(screen.getByText('Witnesses (0/8)')).toBeInTheDocument();
  });

  it("starts with the notes it was given ('Start a journal entry from this meeting')", async () => {
    renderWithProviders(
      <EntryFormModal
        opened
        events={events}
        onClose={() => {}}
        onNewEvent={() => {}}
        onCreated={() => {}}
        initialNotes={'Meeting on Nov 24, 2026.\n\nAsked about the late push-back.'}
      />,
      { mocks },
    );
    expect(await screen.findByLabelText(/Incident Notes/)).toHaveValue('Meeting on Nov 24, 2026.\n\nAsked about the late push-back.');
  });

  it('never preselects an inactive event (it takes no new entries): the member is asked to choose one', async () => {
    open('c');
    expect(await screen.findByRole('combobox', { name: /^Event/ })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Create Entry' }));
    expect(await screen.findByText('Please select an event')).toBeInTheDocument();
  });

  it('is not closed by Escape once something is typed (only by Cancel)', async () => {
    const onClose = vi.fn();
    open('a', onClose);
    await userEvent.type(await screen.findByLabelText(/Incident Notes/), 'The belt kept running');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape while nothing is typed', async () => {
    const onClose = vi.fn();
    open('a', onClose);
    await screen.findByLabelText(/Incident Notes/);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
