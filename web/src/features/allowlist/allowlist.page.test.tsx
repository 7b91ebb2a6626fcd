import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AddAllowlistEmailDocument, AllowlistDocument, RemoveAllowlistEmailDocument } from './api/allowlist.graphql';
import { EmailAllowlistPage } from './allowlist.page';

const entry = (email: string, isActive = true) => ({
  __typename: 'EmailAllowlistEntry' as const,
  id: email,
  email,
  isActive,
  addedAt: '2026-03-01T15:00:00.000Z',
  addedByUser: { __typename: 'UserSummary' as const, firstName: 'Dana', lastName: 'Okafor', employeeNumber: '100001' },
});
const list = (entries = [entry('member@example.org'), entry('newhire@example.org', false), entry('parttime@example.org')]) => ({
  request: { query: AllowlistDocument },
  result: { data: { emailAllowlist: entries } },
});

describe('EmailAllowlistPage', () => {
  it('lists the entries with active flag, date and who added them, a count badge and a search', async () => {
    renderWithProviders(<EmailAllowlistPage />, { mocks: [list()] });
    const cards = await screen.findAllByTestId('allowlist-entry');
    expect(cards).toHaveLength(3);
    expect(screen.getByTestId('allowlist-count')).toHaveTextContent('3');
    expect(within(cards[1]).getByText('Inactive')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Active')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Added Mar 1, 2026 by Dana Okafor (#100001)');
    await userEvent.type(screen.getByLabelText('Search emails'), 'NEW');
    expect(screen.getAllByTestId('allowlist-entry')).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Search emails'));
    await userEvent.type(screen.getByLabelText('Search emails'), 'zzz');
    expect(screen.getByText('No emails match your search.')).toBeInTheDocument();
  });

  it('removes an email after confirmation, with the toast', async () => {
    renderWithProviders(<EmailAllowlistPage />, {
      mocks: [
        list(),
        {
          request: { query: RemoveAllowlistEmailDocument, variables: { email: 'member@example.org' } },
          result: { data: { removeAllowlistEmail: true } },
        },
        list([entry('parttime@example.org')]),
      ],
    });
    await screen.findAllByTestId('allowlist-entry');
    await userEvent.click(screen.getByRole('button', { name: 'Remove member@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Email Removed')).toBeInTheDocument();
    expect(screen.getByText('member@example.org has been removed from the allowlist.')).toBeInTheDocument();
  });

  it('says clearly when the email is already on the list (409)', async () => {
    renderWithProviders(<EmailAllowlistPage />, {
      mocks: [
        list(),
        {
          request: { query: AddAllowlistEmailDocument, variables: { input: { email: 'member@example.org', isActive: true } } },
          result: { errors: [{ message: 'This email is already on the allowlist', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    await screen.findAllByTestId('allowlist-entry');
    await userEvent.click(screen.getByRole('button', { name: 'Add Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email to Allowlist' });
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'member@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Email' }));
    expect(await screen.findByText('Failed to add email to allowlist')).toBeInTheDocument();
    expect(within(dialog).getByText('This email is already on the allowlist')).toBeInTheDocument();
  });
});
