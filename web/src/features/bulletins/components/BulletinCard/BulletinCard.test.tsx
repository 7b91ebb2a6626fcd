import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SetBulletinVisibilityDocument } from '../../api/bulletins.graphql';
import type { FeedBulletin } from '../../api/useBulletins';
import { BulletinCard } from './BulletinCard';

const DAY = 86_400_000;
const bulletin = (over: Partial<FeedBulletin> = {}): FeedBulletin => ({
  id: 'b1',
  title: 'Pushback recert',
  content: 'New class dates.',
  type: 'training',
  isPublic: true,
  isActive: true,
  publishedAt: new Date(Date.now() - DAY).toISOString(),
  expiresAt: null,
  hasOptedIn: false,
  ...over,
});
const visibility = (hasOptedIn: boolean, ok = true) => ({
  request: { query: SetBulletinVisibilityDocument, variables: { id: 'b1', hasOptedIn } },
  result: ok
    ? { data: { setBulletinVisibility: { __typename: 'Bulletin' as const, id: 'b1', hasOptedIn } } }
    : { errors: [{ message: 'nope', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
});

describe('BulletinCard', () => {
  it('dims an expired bulletin and badges it Expired', () => {
    renderWithProviders(<BulletinCard bulletin={bulletin({ expiresAt: new Date(Date.now() - 1000).toISOString() })} />);
    const card = screen.getByTestId('bulletin-card');
    expect(screen.getByText('Expired')).toBeInTheDocument();
    // Set back by its border and background, not by opacity (which would fade its text under 4.5:1).
    expect(card).toHaveStyle({ borderStyle: 'dashed' });
    expect(card).not.toHaveStyle({ opacity: '0.6' });
  });

  it('shows Draft when there is no publish date, and clips the preview to 3 lines', () => {
    renderWithProviders(<BulletinCard bulletin={bulletin({ publishedAt: null })} />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('New class dates.')).toHaveAttribute('data-line-clamp', 'true');
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('has no subscribe control on a public bulletin', () => {
    renderWithProviders(<BulletinCard bulletin={bulletin()} />);
    expect(screen.queryByRole('button', { name: /subscribe/i })).toBeNull();
  });

  it('subscribes to a private bulletin with the Subscribed toast', async () => {
    renderWithProviders(<BulletinCard bulletin={bulletin({ isPublic: false })} />, { mocks: [visibility(true)] });
    expect(screen.getByText('Private')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
  });

  it('unsubscribes with the Unsubscribed toast, and says so when it fails', async () => {
    const { unmount } = renderWithProviders(<BulletinCard bulletin={bulletin({ isPublic: false, hasOptedIn: true })} />, {
      mocks: [visibility(false)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    unmount();
    renderWithProviders(<BulletinCard bulletin={bulletin({ isPublic: false })} />, { mocks: [visibility(true, false)] });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to update bulletin visibility')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it('wraps an unbroken long title inside the card (it ran off a phone screen)', () => {
    const title = 'W'.repeat(200);
    renderWithProviders(<BulletinCard bulletin={bulletin({ title })} />);
    expect(screen.getByRole('heading', { name: title })).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
