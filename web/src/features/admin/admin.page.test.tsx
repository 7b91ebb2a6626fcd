import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AdminPanelPage } from './admin.page';
import { AdminOverviewDocument } from './api/admin.graphql';

describe('AdminPanelPage', () => {
  it('shows the counts, each linking to its tool', async () => {
    renderWithProviders(<AdminPanelPage />, {
      mocks: [
        {
          request: { query: AdminOverviewDocument },
          result: {
            data: {
              adminOverview: {
                __typename: 'AdminOverview' as const,
                members: 42,
                administrators: 2,
                activeStewards: 14,
                activeBulletins: 7,
                allowlistedEmails: 50,
                activeAllowlistedEmails: 48,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Members: 42' })).toHaveAttribute('href', '/admin/members');
    expect(screen.getByRole('link', { name: 'Active Stewards: 14' })).toHaveAttribute('href', '/admin/members');
    expect(screen.getByRole('link', { name: 'Active Bulletins: 7' })).toHaveAttribute('href', '/admin/bulletins');
    expect(screen.getByRole('link', { name: 'Allowlisted Emails: 50' })).toHaveAttribute('href', '/admin/allowlist');
    expect(screen.getByText('48 active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bulletin Management/ })).toHaveAttribute('href', '/admin/bulletins');
    expect(screen.getByRole('link', { name: /Email Allowlist/ })).toHaveAttribute('href', '/admin/allowlist');
  });
});
