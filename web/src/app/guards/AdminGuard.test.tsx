import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '../../features/auth/api/auth.graphql';
import { renderWithProviders } from '../../test/render';
import { AdminGuard } from './AdminGuard';

const user = (isAdmin: boolean) => ({
  __typename: 'User' as const,
  id: 'u1',
  username: 'marcus',
  firstName: 'Marcus',
  lastName: 'Reyes',
  personalEmail: 'm@example.org',
  phoneNumber: null,
  employeeNumber: '204518',
  employmentStatus: 'full_time' as const,
  isAdmin,
  isSuperAdmin: false,
});

function renderGuard(me: ReturnType<typeof user> | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminGuard />}>
        <Route index element={<p>Admin content</p>} />
      </Route>
    </Routes>,
    { route: '/admin', mocks: [{ request: { query: MeDocument }, result: { data: { me } } }] },
  );
}

describe('AdminGuard', () => {
  it("says 'Loading...' first, then refuses a member", async () => {
    renderGuard(user(false));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Administrator Access Required')).toBeInTheDocument();
    expect(screen.getByText('You need administrator privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByText('Admin content')).toBeNull();
  });

  it('refuses a visitor', async () => {
    renderGuard(null);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access this page.')).toBeInTheDocument();
  });

  it('lets an administrator through', async () => {
    renderGuard(user(true));
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
  });
});
