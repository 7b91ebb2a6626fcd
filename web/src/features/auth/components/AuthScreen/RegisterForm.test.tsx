import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RegisterForm } from './RegisterForm';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

describe('RegisterForm', () => {
  it("shows 'Username Required' together with the other fields' errors on the first submit", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<RegisterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a username to continue.')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Employee number is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears the username error once a username is typed, while the other errors stay', async () => {
    renderWithProviders(<RegisterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'dana');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });
});
