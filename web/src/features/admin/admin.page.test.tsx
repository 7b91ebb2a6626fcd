import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AdminPanelPage } from './admin.page';
import { AdminOverviewDocument } from './api/admin.graphql';

describe('AdminPanelPage', () => {
  it('shows the counts, each linking to its tool and named by what it shows', async () => {
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
    expect(await screen.findByRole('link', { name: /^Members\s*42\b/ })).toHaveAttribute('href', '/admin/members');
    expect(screen.getByRole('link', { name: /^Active Stewards\s*14\b/ })).toHaveAttribute('href', '/admin/members?tab=roster');
    expect(screen.getByRole('link', { name: /^Active Bulletins\s*7\b/ })).toHaveAttribute('href', '/admin/bulletins');
    expect(screen.getByRole('link', { name: /^Allowlisted Emails\s*50\b/ })).toHaveAttribute('href', '/admin/allowlist');
    expect(screen.getByText('48 active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bulletin Management/ })).toHaveAttribute('href', '/admin/bulletins');
    expect(screen.getByRole('link', { name: /Email Allowlist/ })).toHaveAttribute('href', '/admin/allowlist');
  });
});
