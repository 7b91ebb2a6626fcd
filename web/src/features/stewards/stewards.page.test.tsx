import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeDocument } from '@/lib/session.graphql';
import { meMock as signedInAs, testUser } from '@/test/currentUser';
import { renderWithProviders } from '@/test/render';
import { ShopStewardsDocument } from './api/stewards.graphql';
import { StewardsPage } from './stewards.page';

const me = testUser();
const meMock = (user: typeof me | null = me) => signedInAs(user);

const steward = (id: string, name: string, position: string, department: string, shift: string, email: string | null = null) => ({
  __typename: 'ShopSteward' as const,
  id,
  name,
  position,
  department,
  shift,
  phoneNumber: '(817) 555-0101',
  email,
});
const ROSTER = [
  steward('1', 'Raymond Castillo', 'Chief Steward', 'Ramp', 'day', 'r@example.org'),
  steward('2', 'Tanya Whitfield', 'Steward', 'Ramp', 'night'),
  steward('3', 'Linda Nguyen', 'Chief Steward', 'Baggage', 'night'),
  steward('4', 'Maria Delgado', 'Alternate Steward', 'Cargo', 'swing'),
];
const listMock = (shopStewards = ROSTER) => ({ request: { query: ShopStewardsDocument }, result: { data: { shopStewards } } });
const errorMock = (code = 'INTERNAL_SERVER_ERROR') => ({
  request: { query: ShopStewardsDocument },
  result: { errors: [{ message: 'boom', extensions: { code } }] },
});

describe('StewardsPage', () => {
  it('shows 6 skeleton cards while loading, then one card per steward with the count', async () => {
    renderWithProviders(<StewardsPage />, { mocks: [meMock(), listMock()] });
    expect(await screen.findAllByTestId('steward-skeleton')).toHaveLength(6);
    expect(await screen.findAllByTestId('steward-card')).toHaveLength(4);
    expect(screen.getByTestId('steward-count')).toHaveTextContent('4 shop stewards');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Steward Directory' })).toBeInTheDocument();
    expect(screen.getByText('Emergency Union Contact')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('narrows by search and says X of N; Clear Filters restores the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StewardsPage />, { mocks: [meMock(), listMock()] });
    await screen.findAllByTestId('steward-card');
    await user.type(screen.getByLabelText('Search shop stewards'), 'chief');
    expect(screen.getAllByTestId('steward-card')).toHaveLength(2);
    expect(screen.getByTestId('steward-count')).toHaveTextContent('2 of 4 shop stewards');
    await user.clear(screen.getByLabelText('Search shop stewards'));
    await user.type(screen.getByLabelText('Search shop stewards'), 'nobody');
    expect(screen.getByText('No shop stewards match your search criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getAllByTestId('steward-card')).toHaveLength(4);
    expect(screen.getByTestId('steward-count')).toHaveTextContent('4 shop stewards');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('combines the department and shift filters with AND', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StewardsPage />, { mocks: [meMock(), listMock()] });
    await screen.findAllByTestId('steward-card');
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Ramp', hidden: true }));
    expect(screen.getAllByTestId('steward-card')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'Shift' }));
    await user.click(await screen.findByRole('option', { name: 'Night Shift', hidden: true }));
    const cards = screen.getAllByTestId('steward-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByText('Tanya Whitfield')).toBeInTheDocument();
    expect(screen.getByTestId('steward-count')).toHaveTextContent('1 of 4 shop stewards');
  });

  it('says so when there are no stewards at all', async () => {
    renderWithProviders(<StewardsPage />, { mocks: [meMock(), listMock([])] });
    expect(await screen.findByText('No shop stewards found.')).toBeInTheDocument();
  });

  it('retries a failed load once, then shows the list when the retry succeeds', async () => {
    renderWithProviders(<StewardsPage />, { mocks: [meMock(), errorMock(), listMock()] });
    expect(await screen.findAllByTestId('steward-card')).toHaveLength(4);
    expect(screen.queryByText('Unable to load shop steward directory. Please try again later.')).toBeNull();
  });

  it('shows the error after the one retry fails too', async () => {
    renderWithProviders(<StewardsPage />, { mocks: [meMock(), errorMock(), errorMock()] });
    expect(await screen.findByText('Unable to load shop steward directory. Please try again later.')).toBeInTheDocument();
  });

  it('re-checks the session on a 401 instead of retrying', async () => {
    const meResult = vi.fn(() => ({ data: { me } }));
    const list = vi.fn(() => ({ data: { shopStewards: ROSTER } }));
    renderWithProviders(<StewardsPage />, {
      mocks: [
        { request: { query: MeDocument }, result: meResult, maxUsageCount: 5 },
        errorMock('UNAUTHENTICATED'),
        { request: { query: ShopStewardsDocument }, result: list },
      ],
    });
    expect(await screen.findByText('Unable to load shop steward directory. Please try again later.')).toBeInTheDocument();
    await vi.waitFor(() => expect(meResult).toHaveBeenCalledTimes(2));
    expect(list).not.toHaveBeenCalled();
  });
});
