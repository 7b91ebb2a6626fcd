import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AddEmailDialog } from './AddEmailDialog';

describe('AddEmailDialog', () => {
  it('refuses an invalid email with the message', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<AddEmailDialog opened saving={false} onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Add Email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a trimmed, active email, and shows the server’s refusal under the field', async () => {
    const onSubmit = vi.fn(async () => ({ email: 'This email is already on the allowlist' }));
    renderWithProviders(<AddEmailDialog opened saving={false} onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Email address/), '  new.hire@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Email' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'new.hire@example.org', isActive: true });
    expect(await screen.findByText('This email is already on the allowlist')).toBeInTheDocument();
  });
});
