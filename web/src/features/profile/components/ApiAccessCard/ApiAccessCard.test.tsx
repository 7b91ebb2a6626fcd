import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AccessTokensDocument, CreateAccessTokenDocument, RevokeAccessTokenDocument } from '../../api/tokens.graphql';
import { SHOWN_ONCE_WARNING } from '../NewTokenNotice/NewTokenNotice';
import { ApiAccessCard } from './ApiAccessCard';

const SECRET = 'uc_pat_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op0a1b2c';
const DAY = 24 * 60 * 60 * 1000;

const token = (id: string, name: string, extra: Partial<Record<'expiresAt' | 'lastUsedAt', string | null>> = {}) => ({
  __typename: 'AccessToken' as const,
  id,
  name,
  hint: 'uc_pat_Ab12…',
  scopes: ['read', 'write'],
  createdAt: '2026-03-10T14:05:00.000Z',
  expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
  lastUsedAt: null,
  ...extra,
});
type Row = ReturnType<typeof token>;
const listMock = (accessTokens: Row[] = []) => ({ request: { query: AccessTokensDocument }, result: { data: { accessTokens } } });

describe('ApiAccessCard', () => {
  it("checks 'read' with 'write', and keeps it checked while 'write' is", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiAccessCard isAdmin={false} />, { mocks: [listMock()] });
    const read = screen.getByRole('checkbox', { name: 'Read your own data' });
    const write = screen.getByRole('checkbox', { name: 'Change your own data' });
    expect(read).toBeChecked();
    expect(write).not.toBeChecked();

    await user.click(read);
    expect(read).not.toBeChecked();
    await user.click(write);
    expect(write).toBeChecked();
    expect(read).toBeChecked();
    expect(read).toBeDisabled();
    expect(screen.getByText('Included with “Change your own data”')).toBeInTheDocument();

    await user.click(write);
    expect(write).not.toBeChecked();
    expect(read).toBeEnabled();
    expect(read).toBeChecked();
  });

  it("shows the case scopes to a steward, and nothing of the administrator's", () => {
    renderWithProviders(<ApiAccessCard isAdmin={false} worksCases />, { mocks: [listMock()] });
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: /Read the cases you work/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Work cases/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Read administrator data' })).toBeNull();
  });

  it('shows the administrator scopes and "No expiry" to administrators only', async () => {
    const member = renderWithProviders(<ApiAccessCard isAdmin={false} />, { mocks: [listMock()] });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /Read the cases you work/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Read administrator data' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Administrator changes' })).toBeNull();
    const memberExpiry = screen.getByRole('combobox', { name: 'Expiry' });
    expect(
      within(memberExpiry)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['30 days', '90 days', '1 year']);
    member.unmount();

    const user = userEvent.setup();
    renderWithProviders(<ApiAccessCard isAdmin />, { mocks: [listMock()] });
    // An administrator is an officer: the case scopes too.
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    const expiry = screen.getByRole('combobox', { name: 'Expiry' });
    expect(
      within(expiry)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['30 days', '90 days', '1 year', 'No expiry']);
    await user.click(screen.getByRole('checkbox', { name: 'Administrator changes' }));
    expect(screen.getByRole('checkbox', { name: 'Read administrator data' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Read administrator data' })).toBeDisabled();
  });

  it('refuses a missing name with the rules’ message, before asking the server', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    renderWithProviders(<ApiAccessCard isAdmin={false} />, {
      mocks: [listMock(), { request: { query: CreateAccessTokenDocument, variables: () => true }, result: create }],
    });
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Token name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Token name must be at most 100 characters')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the new token once, with its warning, until Done; the list then holds it', async () => {
    const user = userEvent.setup();
    const created = token('t1', 'Export script', { expiresAt: new Date(Date.now() + 90 * DAY).toISOString() });
    renderWithProviders(<ApiAccessCard isAdmin={false} />, {
      mocks: [
        listMock(),
        {
          request: {
            query: CreateAccessTokenDocument,
            variables: { input: { name: 'Export script', scopes: ['read', 'write'], expiresInDays: 90 } },
          },
          result: {
            data: {
              createAccessToken: {
                __typename: 'CreatedAccessToken',
                token: SECRET,
                accessToken: { __typename: 'AccessToken', id: 't1', name: 'Export script', hint: 'uc_pat_Ab12…' },
              },
            },
          },
        },
        listMock([created]),
      ],
    });
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Export script ');
    await user.click(screen.getByRole('checkbox', { name: 'Change your own data' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry' }), '90 days');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByTestId('new-token');
    expect(shown).toHaveTextContent(SECRET);
    expect(screen.getByText(SHOWN_ONCE_WARNING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
    const row = await screen.findByTestId('access-token');
    expect(within(row).getByText('Export script')).toBeInTheDocument();
    expect(within(row).getByText('uc_pat_Ab12…')).toBeInTheDocument();
    expect(within(row).queryByText(SECRET)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-token')).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByText(SHOWN_ONCE_WARNING)).toBeNull();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });

  it('puts the server’s refusal of a field under that field, and anything else in a toast', async () => {
    const user = userEvent.setup();
    const input = { name: 'Hall screen', scopes: ['read'], expiresInDays: 30 };
    renderWithProviders(<ApiAccessCard isAdmin={false} />, {
      mocks: [
        listMock(),
        {
          request: { query: CreateAccessTokenDocument, variables: { input } },
          result: {
            errors: [
              {
                message: 'Token name is required',
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'Token name is required' } },
              },
            ],
          },
        },
        {
          request: { query: CreateAccessTokenDocument, variables: { input } },
          result: { errors: [{ message: 'You can have at most 20 active tokens. Revoke one first.', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Hall screen');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Token name is required')).toBeInTheDocument();
    expect(screen.queryByText('Token not created')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Token not created')).toBeInTheDocument();
    expect(screen.getByText('You can have at most 20 active tokens. Revoke one first.')).toBeInTheDocument();
  });

  it('lists each token with its scopes, dates and last use', async () => {
    renderWithProviders(<ApiAccessCard isAdmin={false} />, {
      mocks: [
        listMock([
          token('t1', 'Spreadsheet', { lastUsedAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString() }),
          token('t2', 'Old script', { expiresAt: '2026-01-05T12:00:00.000Z', lastUsedAt: '2025-12-20T18:30:00.000Z' }),
          token('t3', 'Kiosk', { expiresAt: null }),
        ]),
      ],
    });
    const rows = await screen.findAllByTestId('access-token');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('read')).toBeInTheDocument();
    expect(within(rows[0]).getByText('write')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Created: Mar 10, 2026');
    expect(rows[0]).toHaveTextContent(/Last used: 3 hours ago/);
    expect(rows[1]).toHaveTextContent('Expires: Expired Jan 5, 2026');
    expect(rows[1]).toHaveTextContent('Last used: Dec 20, 2025');
    expect(rows[1]).toHaveTextContent(/(AM|PM)/);
    expect(rows[2]).toHaveTextContent('Expires: Never');
    expect(rows[2]).toHaveTextContent('Last used: Never used');
  });

  it('revokes a token only after the confirmation, with a toast, and the list follows', async () => {
    const user = userEvent.setup();
    const revoke = vi.fn(() => ({ data: { revokeAccessToken: true } }));
    renderWithProviders(<ApiAccessCard isAdmin={false} />, {
      mocks: [
        listMock([token('t1', 'Spreadsheet')]),
        { request: { query: RevokeAccessTokenDocument, variables: { id: 't1' } }, result: revoke },
        listMock([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Spreadsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token?' });
    expect(within(dialog).getByText(/Scripts using it stop working at once\./)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoke).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Revoke Spreadsheet' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke token?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
  });
});
