import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { meMock, testUser } from '@/test/currentUser';
import { renderWithProviders } from '@/test/render';
import { AllShopStewardsDocument } from './api/manageStewards.graphql';
import { MemberChangesDocument, MemberDocument, MembersDocument, UpdateMemberDocument } from './api/members.graphql';
import { MemberManagementPage } from './members.page';

const admin = testUser({ id: 'admin', firstName: 'Dana', lastName: 'Okafor', isAdmin: true });
const superAdmin = testUser({ id: 'super', firstName: 'Sam', lastName: 'Ortiz', isAdmin: true, isSuperAdmin: true });

const steward = (id: string, name: string, department: string) => ({
  __typename: 'ShopSteward' as const,
  id,
  name,
  position: 'Steward',
  department,
  shift: 'day',
  phoneNumber: '(817) 555-0101',
  email: null,
  isActive: true,
});
const STEWARDS = [steward('s1', 'Raymond Castillo', 'Ramp'), steward('s2', 'Kim Tran', 'Cargo')];

const row = (id: string, firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Member' as const,
  id,
  username: firstName.toLowerCase(),
  firstName,
  lastName,
  employeeNumber: `E-${id}`,
  isAdmin: false,
  isSuperAdmin: false,
  isSteward: false,
  isActive: true,
  department: null,
  steward: null,
  ...extra,
});
const MARCUS = row('m1', 'Marcus', 'Reyes');
const PRIYA = row('m2', 'Priya', 'Shah', {
  isSteward: true,
  steward: { __typename: 'ShopSteward', id: 's2', name: 'Kim Tran', department: 'Cargo' },
});

const listVariables = (over: Record<string, unknown> = {}) => ({
  search: null,
  status: null,
  role: null,
  department: null,
  first: 25,
  ...over,
});
const membersMock = (nodes = [MARCUS, PRIYA], over: Record<string, unknown> = {}) => ({
  request: { query: MembersDocument, variables: listVariables(over) },
  result: {
    data: {
      members: {
        __typename: 'MemberConnection',
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: 'MemberEdge', node })),
      },
    },
  },
  maxUsageCount: 5,
});
const stewardsMock = { request: { query: AllShopStewardsDocument }, result: { data: { allShopStewards: STEWARDS } }, maxUsageCount: 5 };

const details = (over: Record<string, unknown> = {}) => ({
  __typename: 'MemberDetails' as const,
  id: 'm1',
  username: 'marcus',
  firstName: 'Marcus',
  lastName: 'Reyes',
  employeeNumber: 'E-m1',
  employmentStatus: 'full_time',
  personalEmail: 'marcus@example.org',
  phoneNumber: '(817) 555-0142',
  hireDate: '2015-09-21',
  createdAt: '2024-01-05T10:00:00.000Z',
  department: null,
  isAdmin: false,
  isSuperAdmin: false,
  isSteward: false,
  isActive: true,
  stewardId: null,
  steward: null,
  changes: [
    {
      __typename: 'MemberChangeRecord',
      id: 'c1',
      at: '2026-11-20T15:30:00.000Z',
      actor: { __typename: 'UserSummary', firstName: 'Dana', lastName: 'Okafor' },
      changes: [{ __typename: 'MemberFieldChange', field: 'isActive', from: 'false', to: 'true' }],
    },
  ],
  olderChangesCursor: null,
  ...over,
});
const detailsMock = (over: Record<string, unknown> = {}) => ({
  request: { query: MemberDocument, variables: { id: 'm1' } },
  result: { data: { member: details(over) } },
});
const updateMock = (input: Record<string, unknown>, after: Record<string, unknown>) => ({
  request: { query: UpdateMemberDocument, variables: { id: 'm1', input } },
  result: { data: { updateMember: details(after) } },
});

const change = (id: string, at: string, field: string, from: string | null, to: string | null) => ({
  __typename: 'MemberChangeRecord' as const,
  id,
  at,
  actor: { __typename: 'UserSummary' as const, firstName: 'Dana', lastName: 'Okafor' },
  changes: [{ __typename: 'MemberFieldChange' as const, field, from, to }],
});

async function openMarcus() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open Marcus Reyes' }));
  return within(await screen.findByTestId('member-details'));
}

// Toasts live in one store for the whole file, and only a few show at once: each test starts without the last one's.
beforeEach(() => notifications.clean());

/** Member Management opened as `me`, with the directory, the list and Marcus's details, and what a test adds. */
function renderWithMarcus(me: ReturnType<typeof testUser>, ...more: unknown[]) {
  return renderWithProviders(<MemberManagementPage />, {
    route: '/admin/members',
    mocks: [meMock(me), stewardsMock, membersMock(), ...(more as never[])],
  });
}

describe('MemberManagementPage', () => {
  it('lists members with their roles, steward record and status, and finds them by search', async () => {
    renderWithProviders(<MemberManagementPage />, {
      route: '/admin/members',
      mocks: [meMock(admin), stewardsMock, membersMock(), membersMock([PRIYA], { search: 'shah' })],
    });
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getAllByTestId('member-row')).toHaveLength(2);
    expect(screen.getByTestId('member-count')).toHaveTextContent('2 members');
    const priya = within(table).getAllByTestId('member-row')[1];
    expect(priya).toHaveTextContent('Steward');
    expect(priya).toHaveTextContent('Kim Tran (Cargo)');
    expect(priya).toHaveTextContent('Active');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search members' }), 'shah');
    expect(await screen.findByText('1 member')).toBeInTheDocument();
    expect(screen.getAllByTestId('member-row')).toHaveLength(1);
  });

  it('opens a member with their profile and history, and makes them a steward linked to a directory record', async () => {
    renderWithMarcus(
      admin,
      detailsMock(),
      updateMock({ isSteward: true }, { isSteward: true }),
      updateMock(
        { stewardId: 's1' },
        {
          isSteward: true,
          stewardId: 's1',
          steward: { __typename: 'ShopSteward', id: 's1', name: 'Raymond Castillo', position: 'Steward', department: 'Ramp' },
        },
      ),
    );
    const panel = await openMarcus();
    expect(panel.getByText('marcus@example.org')).toBeInTheDocument();
    expect(panel.getByText('Full-Time')).toBeInTheDocument();
    expect(panel.getByTestId('member-change')).toHaveTextContent('Dana Okafor');
    expect(panel.getByTestId('member-change')).toHaveTextContent('Active: Disabled → Active');

    // An administrator who is not a super-administrator sees the role but cannot change it.
    expect(panel.getByRole('switch', { name: /^Administrator/ })).toBeDisabled();
    expect(panel.getByText('Only a super-administrator can grant or remove this role.')).toBeInTheDocument();

    await userEvent.click(panel.getByRole('switch', { name: /^Steward/ }));
    expect(await screen.findByText('Marcus Reyes is now a steward.')).toBeInTheDocument();
    expect(panel.getByRole('switch', { name: /^Steward/ })).toBeChecked();

    await userEvent.click(panel.getByRole('combobox', { name: /^Linked record in the steward directory/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Raymond Castillo - Ramp, Steward', hidden: true }));
    expect(await screen.findByText('Marcus Reyes is linked to the steward record of Raymond Castillo.')).toBeInTheDocument();
  });

  it('lets a super-administrator grant the administrator role, and shows the server’s reason when a change is refused', async () => {
    renderWithMarcus(superAdmin, detailsMock(), updateMock({ isAdmin: true }, { isAdmin: true }), {
      request: { query: UpdateMemberDocument, variables: { id: 'm1', input: { stewardId: 's2' } } },
      result: {
        errors: [
          {
            message:
              'This steward record is already linked to Priya Shah (E-m2). Unlink it from that member first: one person, one record.',
            extensions: { code: 'CONFLICT' },
          },
        ],
      },
    });
    const panel = await openMarcus();
    await userEvent.click(panel.getByRole('switch', { name: /^Administrator/ }));
    expect(await screen.findByText('Marcus Reyes is now an administrator.')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('combobox', { name: /^Linked record in the steward directory/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kim Tran - Cargo, Steward', hidden: true }));
    expect(await screen.findByText(/already linked to Priya Shah/)).toBeInTheDocument();
  });

  it("sets a member's department, chosen among the directory's, and the change shows in their history", async () => {
    const departmentChange = change('c9', '2026-12-01T09:00:00.000Z', 'department', null, 'Ramp');
    renderWithMarcus(
      admin,
      detailsMock(),
      updateMock({ department: 'Ramp' }, { department: 'Ramp', changes: [departmentChange, details().changes[0]] }),
    );
    const panel = await openMarcus();
    const department = panel.getByRole('combobox', { name: /^Department/ });
    expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(department, 'ra');
    // The list filter offers the same departments: the suggestion is picked in this field's own list.
    const suggestions = document.getElementById(department.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(await within(suggestions).findByRole('option', { name: 'Ramp', hidden: true }));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Marcus Reyes's department is now Ramp.")).toBeInTheDocument();
    expect(panel.getAllByTestId('member-change')[0]).toHaveTextContent('Department: None → Ramp');
    expect(panel.getByRole('combobox', { name: /^Department/ })).toHaveValue('Ramp');
  });

  it("shows the newest changes first and older ones a page at a time with 'Show older changes'", async () => {
    renderWithMarcus(
      admin,
      detailsMock({ olderChangesCursor: 'after-c1' }),
      {
        request: { query: MemberChangesDocument, variables: { id: 'm1', first: 20, after: 'after-c1' } },
        result: {
          data: {
            memberChanges: {
              __typename: 'MemberChangeRecordConnection',
              pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'after-c2' },
              edges: [
                { __typename: 'MemberChangeRecordEdge', node: change('c2', '2026-10-02T08:00:00.000Z', 'isSteward', 'false', 'true') },
              ],
            },
          },
        },
      },
      {
        request: { query: MemberChangesDocument, variables: { id: 'm1', first: 20, after: 'after-c2' } },
        result: {
          data: {
            memberChanges: {
              __typename: 'MemberChangeRecordConnection',
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'after-c3' },
              edges: [
                { __typename: 'MemberChangeRecordEdge', node: change('c3', '2026-09-01T08:00:00.000Z', 'department', 'Cargo', null) },
              ],
            },
          },
        },
      },
    );
    const panel = await openMarcus();
    expect(panel.getAllByTestId('member-change')).toHaveLength(1);
    await userEvent.click(panel.getByRole('button', { name: 'Show older changes' }));
    expect(await panel.findByText('Steward: No → Yes')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Show older changes' }));
    expect(await panel.findByText('Department: Cargo → None')).toBeInTheDocument();
    expect(panel.getAllByTestId('member-change').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Active: Disabled → Active'),
      expect.stringContaining('Steward: No → Yes'),
      expect.stringContaining('Department: Cargo → None'),
    ]);
    expect(panel.queryByRole('button', { name: 'Show older changes' })).toBeNull();
  });

  it('disables an account only after a confirmation that says its sessions and tokens end', async () => {
    renderWithMarcus(admin, detailsMock(), updateMock({ isActive: false }, { isActive: false }));
    const panel = await openMarcus();
    await userEvent.click(panel.getByRole('switch', { name: /^Active/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Account' });
    expect(dialog).toHaveTextContent('sessions end');
    expect(dialog).toHaveTextContent('personal access tokens stop working');
    expect(panel.getByRole('switch', { name: /^Active/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable Account' }));
    expect(await screen.findByText('Marcus Reyes is disabled: their sessions and access tokens have ended.')).toBeInTheDocument();
    expect(panel.getByRole('switch', { name: /^Active/ })).not.toBeChecked();
  });

  it('does not let an administrator disable their own account', async () => {
    renderWithMarcus(testUser({ ...admin, id: 'm1' }), detailsMock());
    const panel = await openMarcus();
    expect(panel.getByRole('switch', { name: /^Active/ })).toBeDisabled();
    expect(panel.getByText('You cannot disable your own account.')).toBeInTheDocument();
  });

  it('keeps the steward roster in its own tab, reachable by address', async () => {
    renderWithProviders(<MemberManagementPage />, { route: '/admin/members?tab=roster', mocks: [meMock(admin), stewardsMock] });
    expect(screen.getByRole('tab', { name: 'Steward Roster' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByTestId('admin-steward')).toHaveLength(2);
    expect(screen.getByTestId('steward-admin-count')).toHaveTextContent('2 active of 2');
  });
});
