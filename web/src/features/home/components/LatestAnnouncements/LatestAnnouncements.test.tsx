import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberFor, signOutMember } from '@/lib/memberClient';
import { testUser } from '@/test/currentUser';
import { renderWithProviders } from '@/test/render';
import { LatestAnnouncements } from './LatestAnnouncements';

const DAY = 86_400_000;
const b = (id: string, title: string, daysAgo: number | null, over: Record<string, unknown> = {}) => ({
  __typename: 'Bulletin' as const,
  id,
  title,
  content: `${title} body`,
  type: 'general' as const,
  isActive: true,
  publishedAt: daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY).toISOString(),
  expiresAt: null,
  ...over,
});

/** A signed-in member whose client asks the server (the home without the page's early answer), which answers this. */
function serverAnswers(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
  memberFor({}, testUser(), null);
}
const mock = (bulletins: ReturnType<typeof b>[]) => serverAnswers({ data: { bulletins } });

afterEach(async () => {
  await signOutMember();
  vi.unstubAllGlobals();
});

describe('LatestAnnouncements', () => {
  it('shows a skeleton, then the 2 newest active, published bulletins with View All links', async () => {
    const long = `${'x'.repeat(200)}HIDDEN`;
    mock([
      b('old', 'Old news', 9),
      b('draft', 'A draft', null),
      b('new', 'Newest', 1, { content: long }),
      b('off', 'Inactive', 0, { isActive: false }),
      b('exp', 'Expired', 0.5, { expiresAt: new Date(Date.now() - 1000).toISOString() }),
      b('mid', 'Middle', 3),
    ]);
    renderWithProviders(<LatestAnnouncements />);
    expect(screen.getByTestId('announcements-loading')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('announcement');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['Newest', 'Middle']);
    expect(cards[0]).toHaveTextContent(`${'x'.repeat(200)}...`);
    expect(cards[0]).not.toHaveTextContent('HIDDEN');
    expect(screen.getAllByRole('link', { name: 'Read More' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/bulletins');
    expect(screen.getByRole('link', { name: /View All Bulletins & Announcements/ })).toHaveAttribute('href', '/bulletins');
  });

  it('shows one without the full-list link when only one qualifies', async () => {
    mock([b('only', 'Only one', 1), b('draft', 'Draft', null)]);
    renderWithProviders(<LatestAnnouncements />);
    expect(await screen.findAllByTestId('announcement')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /View All Bulletins & Announcements/ })).toBeNull();
  });

  it('shows nothing when there are none, or on error', async () => {
    mock([b('draft', 'Draft', null)]);
    const { unmount } = renderWithProviders(<LatestAnnouncements />);
    await waitFor(() => expect(screen.queryByTestId('announcements-loading')).toBeNull());
    expect(screen.queryByTestId('announcement')).toBeNull();
    expect(screen.queryByText('Latest Announcements')).toBeNull();
    unmount();
    await signOutMember();
    serverAnswers({ errors: [{ message: 'x' }], data: null });
    renderWithProviders(<LatestAnnouncements />);
    await waitFor(() => expect(screen.queryByTestId('announcements-loading')).toBeNull());
    expect(screen.queryByText('Latest Announcements')).toBeNull();
  });
});
