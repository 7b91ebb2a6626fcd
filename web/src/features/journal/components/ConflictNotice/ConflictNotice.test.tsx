import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { EntryFields } from '../../lib/entryFields';
import { ConflictNotice } from './ConflictNotice';

const mine: EntryFields = {
  employeeName: 'Marcus Reyes',
  employeeNumber: '204518',
  shift: '6am-2pm (Day)',
  teamNumber: 'Team 4',
  status: 'draft',
  jobTitle: 'Crew Chief',
  isSwappedShift: false,
  incidentNotes: 'Belt kept running.',
};

describe('ConflictNotice', () => {
  it('is an alert that shows, field by field, only what the other version has differently', () => {
    renderWithProviders(
      <ConflictNotice
        mine={mine}
        other={{ ...mine, incidentNotes: 'Belt stopped.\nTag missing.', status: 'grievance_ready', isSwappedShift: true, teamNumber: '' }}
        onKeepMine={() => {}}
        onUseOther={() => {}}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'Changed in another window or device' });
    expect(alert).toHaveTextContent('Auto-save is paused, and what you typed is still in the form');
    const shown = within(alert)
      .getAllByRole('group')
      .map((group) => [group.getAttribute('aria-label'), group.textContent]);
    expect(shown).toEqual([
      ['Team Number in the other version', '(empty)'],
      ['Status in the other version', 'Grievance Ready'],
      ['Swapped shift in the other version', 'Yes'],
      ['Incident Notes in the other version', 'Belt stopped.\nTag missing.'],
    ]);
    // A long text can be scrolled from the keyboard.
    expect(within(alert).getByRole('group', { name: 'Incident Notes in the other version' })).toHaveAttribute('tabindex', '0');
  });

  it('says so when both versions now read the same', () => {
    renderWithProviders(<ConflictNotice mine={mine} other={{ ...mine }} onKeepMine={() => {}} onUseOther={() => {}} />);
    expect(screen.getByText('The other version now reads the same as yours.')).toBeInTheDocument();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });

  it('offers the two choices', async () => {
    const onKeepMine = vi.fn();
    const onUseOther = vi.fn();
    renderWithProviders(
      <ConflictNotice mine={mine} other={{ ...mine, shift: '10pm-6am (Night)' }} onKeepMine={onKeepMine} onUseOther={onUseOther} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep my version' }));
    expect(onKeepMine).toHaveBeenCalledOnce();
    expect(onUseOther).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use the other version' }));
    expect(onUseOther).toHaveBeenCalledOnce();
  });
});
