import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StewardFormDialog } from './StewardFormDialog';

describe('StewardFormDialog', () => {
  it('requires name, position, department, shift and a 10-digit phone, with the messages', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<StewardFormDialog opened saving={false} departments={['Ramp']} onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Phone number/), '555-0101');
    await userEvent.type(screen.getByLabelText(/^Email/), 'kim@');
    await userEvent.click(screen.getByRole('button', { name: 'Add Steward' }));
    for (const message of [
      'Name is required',
      'Position is required',
      'Department is required',
      'Shift is required',
      'Phone number must be at least 10 digits',
      'Please enter a valid email address',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a steward with its values', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <StewardFormDialog
        opened
        saving={false}
        departments={['Ramp']}
        steward={{
          name: 'Kim Tran',
          position: 'Steward',
          department: 'GSE',
          shift: 'day',
          phoneNumber: '(817) 555-0112',
          email: null,
          isActive: true,
        }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Steward' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('combobox', { name: /Position/ }));
    await userEvent.type(screen.getByRole('combobox', { name: /Position/ }), 'Chief Steward');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Kim Tran', position: 'Chief Steward', shift: 'day', email: '' }),
    );
  });
});
