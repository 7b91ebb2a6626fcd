import { MeDocument } from '@/lib/session.graphql';
import type { CurrentUser } from '@/lib/session';

/** A signed-in member as the Me query returns it, for component tests. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'u1',
    username: 'marcus',
    firstName: 'Marcus',
    lastName: 'Reyes',
    personalEmail: 'm@example.org',
    phoneNumber: null,
    employeeNumber: '204518',
    employmentStatus: 'full_time',
    department: null,
    isAdmin: false,
    isSuperAdmin: false,
    isSteward: false,
    ...overrides,
  };
}

/** The Me query answering with this user (or signed out, for null). */
export const meMock = (user: CurrentUser | null) => ({ request: { query: MeDocument }, result: { data: { me: user } } });
