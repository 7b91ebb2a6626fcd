import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginDocument } from '../../api/auth.graphql';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './SignInForm';

describe('SignInForm', () => {
  it('asks for a username and a password before calling the server', async () => {
    renderWithProviders(<SignInForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it("shows 'Login Failed' with the server's message", async () => {
    const mocks = [
      {
        request: { query: LoginDocument, variables: { input: { username: 'marcus', password: 'wrong-password' } } },
        result: { errors: [{ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }] },
      },
    ];
    renderWithProviders(<SignInForm />, { mocks });
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), ' marcus ');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
  });
});
