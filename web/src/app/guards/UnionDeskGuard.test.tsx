import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { meMock, testUser } from '@/test/currentUser';
import { renderWithProviders } from '@/test/render';
import { UnionDeskGuard } from './UnionDeskGuard';

function renderGuard(me: ReturnType<typeof testUser> | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/cases" element={<UnionDeskGuard />}>
        <Route index element={<p>Case queue</p>} />
      </Route>
    </Routes>,
    { route: '/cases', mocks: [meMock(me)] },
  );
}

describe('UnionDeskGuard', () => {
  it('refuses a member who is neither a steward nor an officer', async () => {
    renderGuard(testUser({ isSteward: false, isAdmin: false }));
    expect(await screen.findByText('Steward Access Required')).toBeInTheDocument();
    expect(screen.getByText('You need to be a shop steward or an officer to open the Union Desk.')).toBeInTheDocument();
    expect(screen.queryByText('Case queue')).toBeNull();
  });

  it('refuses a visitor', async () => {
    renderGuard(null);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it('lets a steward through', async () => {
    renderGuard(testUser({ isSteward: true }));
    expect(await screen.findByText('Case queue')).toBeInTheDocument();
  });

  it('lets an officer through', async () => {
    renderGuard(testUser({ isAdmin: true }));
    expect(await screen.findByText('Case queue')).toBeInTheDocument();
  });
});
