import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FeedBulletinsDocument } from './api/bulletins.graphql';
import { BulletinsPage } from './bulletins.page';

const item = (id: string, title: string) => ({
  __typename: 'Bulletin' as const,
  id,
  title,
  content: `${title} body`,
  type: 'general' as const,
  isPublic: true,
  isActive: true,
  publishedAt: '2026-03-01T12:00:00.000Z',
  expiresAt: null,
  hasOptedIn: false,
});
const feed = (bulletins: ReturnType<typeof item>[]) => ({ request: { query: FeedBulletinsDocument }, result: { data: { bulletins } } });

describe('BulletinsPage', () => {
  it('shows skeletons, then the bulletins with a count badge', async () => {
    renderWithProviders(<BulletinsPage />, { mocks: [feed([item('1', 'Meeting'), item('2', 'Overtime')])] });
    expect(screen.getAllByTestId('bulletin-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findAllByTestId('bulletin-card')).toHaveLength(2);
    expect(screen.getByTestId('bulletin-count')).toHaveTextContent('2');
    expect(screen.getByRole('heading', { level: 1, name: /Bulletins/ })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderWithProviders(<BulletinsPage />, { mocks: [feed([])] });
    expect(await screen.findByText('No bulletins available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for union announcements and updates')).toBeInTheDocument();
  });

  it('says when they failed to load', async () => {
    renderWithProviders(<BulletinsPage />, {
      mocks: [
        {
          request: { query: FeedBulletinsDocument },
          result: { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
        },
      ],
    });
    expect(await screen.findByText('Failed to load bulletins')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });
});
