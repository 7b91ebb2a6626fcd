import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AccessTokensDocument, ChangePasswordDocument } from '../../api/tokens.graphql';
import { ApiAccessCard } from '../ApiAccessCard/ApiAccessCard';
import { ChangePasswordForm } from './ChangePasswordForm';

const input = { currentPassword: 'old-password', newPassword: 'a-new-password' };

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordForm', () => {
  it('says what changing the password does', () => {
    renderWithProviders(<ChangePasswordForm />);
    expect(
      screen.getByText('Changing your password signs you out everywhere else and revokes all your access tokens.'),
    ).toBeInTheDocument();
  });

  it('refuses a confirmation that does not match, without asking the server', async () => {
    const change = vi.fn(() => ({ data: { changePassword: { __typename: 'User', id: 'u1' } } }));
    renderWithProviders(<ChangePasswordForm />, {
      mocks: [{ request: { query: ChangePasswordDocument, variables: () => true }, result: change }],
    });
    await fill('old-password', 'a-new-password', 'a-new-passwort');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('refuses a short new password with the rules’ message', async () => {
    renderWithProviders(<ChangePasswordForm />);
    await fill('old-password', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('shows a wrong current password under its field', async () => {
    renderWithProviders(<ChangePasswordForm />, {
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: { input } },
          result: {
            errors: [
              {
                message: 'Current password is incorrect',
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { currentPassword: 'Current password is incorrect' } },
              },
            ],
          },
        },
      ],
    });
    await fill(input.currentPassword, input.newPassword, input.newPassword);
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Password changed')).toBeNull();
  });

  it('changes it with a toast, clears the form, and the token list comes back empty', async () => {
    const tokens = (accessTokens: unknown[]) => ({ request: { query: AccessTokensDocument }, result: { data: { accessTokens } } });
    renderWithProviders(
      <>
        <ApiAccessCard isAdmin={false} />
        <ChangePasswordForm />
      </>,
      {
        mocks: [
          tokens([
            {
              __typename: 'AccessToken',
              id: 't1',
              name: 'Spreadsheet',
              hint: 'uc_pat_Ab12…',
              scopes: ['read'],
              createdAt: '2026-03-10T14:05:00.000Z',
              expiresAt: null,
              lastUsedAt: null,
            },
          ]),
          {
            request: { query: ChangePasswordDocument, variables: { input } },
            result: { data: { changePassword: { __typename: 'User', id: 'u1' } } },
          },
          tokens([]),
        ],
      },
    );
    expect(await screen.findByTestId('access-token')).toHaveTextContent('Spreadsheet');
    await fill(input.currentPassword, input.newPassword, input.newPassword);
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('access-token')).toBeNull();
  });
});
