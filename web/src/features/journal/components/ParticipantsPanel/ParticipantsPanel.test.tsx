import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { JournalParticipant } from '../../api/useJournal';
import { ParticipantsPanel } from './ParticipantsPanel';

const witnesses = (n: number): JournalParticipant[] =>
  Array.from({ length: n }, (_, i) => ({
    __typename: 'JournalParticipant',
    id: `p${i + 1}`,
    entryId: 'e1',
    name: `Witness ${i + 1}`,
    jobTitle: 'Crew Chief',
    employeeNumber: null,
    order: i + 1,
    notes: null,
  }));

describe('ParticipantsPanel', () => {
  it('shows the count and the add form below 8', async () => {
    renderWithProviders(<ParticipantsPanel entryId="e1" participants={witnesses(2)} editable />);
    expect(screen.getByText('2/8')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Witness' }));
    expect(screen.getByLabelText(/Full Name/)).toBeInTheDocument();
    expect(screen.getByLabelText('Employee Number (optional)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Witness' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Job title is required')).toBeInTheDocument();
  });

  it('hides Add Witness at 8 and says the maximum is reached', () => {
    renderWithProviders(<ParticipantsPanel entryId="e1" participants={witnesses(8)} editable />);
    expect(screen.getByText('8/8')).toBeInTheDocument();
    expect(screen.getByText('Maximum of 8 participants reached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Witness' })).not.toBeInTheDocument();
  });

  it('offers no changes on a read-only entry', () => {
    renderWithProviders(<ParticipantsPanel entryId="e1" participants={witnesses(3)} editable={false} />);
    expect(screen.queryByRole('button', { name: 'Add Witness' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('3. Witness 3')).toBeInTheDocument();
  });
});
