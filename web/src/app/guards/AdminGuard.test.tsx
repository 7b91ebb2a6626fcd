import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { meMock, testUser } from '@/test/currentUser';
import { renderWithProviders } from '@/test/render';
import { AdminGuard } from './AdminGuard';

const user = (isAdmin: boolean) => testUser({ isAdmin });

function renderGuard(me: ReturnType<typeof user> | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminGuard />}>
        <Route index element={<p>Admin content</p>} />
      </Route>
    </Routes>,
    { route: '/admin', mocks: [meMock(me)] },
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
