import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepartmentsDocument } from '@/lib/departments.graphql';
import { meMock, testUser } from '@/test/currentUser';
import { renderWithProviders } from '@/test/render';
import { CaseQueueDocument } from './api/cases.graphql';
import { CaseQueuePage } from './cases.page';
import { queueItem, STEP_NAMES, STEWARD } from './cases.testing';
import { DEFAULT_QUEUE_FILTERS, type QueueFilters, toCaseQueueFilter } from './lib/queueFilters';

const steward = testUser({ id: 's1', isSteward: true, firstName: 'Raymond', lastName: 'Castillo' });

function queueMock(filters: Partial<QueueFilters>, items = [queueItem('g1', 'Overtime skipped')], more: { total?: number } = {}) {
  return {
    request: { query: CaseQueueDocument, variables: { filter: toCaseQueueFilter({ ...DEFAULT_QUEUE_FILTERS, ...filters }) } },
    result: {
      data: {
        cases: {
          __typename: 'CaseQueue' as const,
          total: more.total ?? items.length,
          unassigned: 3,
          procedureSteps: STEP_NAMES,
          today: '2026-12-01',
          workload: [{ __typename: 'StewardWorkload' as const, openCases: 4, steward: STEWARD }],
          items,
        },
      },
    },
  };
}

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderQueue(route: string, mocks: unknown[]) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/cases"
        element={
          <>
            <CaseQueuePage />
            <Address />
          </>
        }
      />
    </Routes>,
    { route, mocks: [meMock(steward), ...(mocks as never[])] },
  );
}

beforeEach(() => {
  // Deadlines are told against the local's day the server sends (a Tuesday), not this device's clock, which is
  // already on Wednesday.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T03:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('CaseQueuePage', () => {
  it('lists each case with its member, status, step, deadline in words (Overdue in red) and steward, with the workload', async () => {
    renderQueue('/cases', [
      queueMock({}, [
        queueItem('g1', 'Overtime skipped', {
          overdue: true,
          steward: STEWARD,
          status: 'in_progress',
          currentStep: 0,
          dueOn: '2026-11-25',
        }),
        queueItem('g2', 'Break denied on the ramp', { dueOn: '2026-12-04' }),
      ]),
    ]);
    const rows = await screen.findAllByTestId('case-row');
    expect(rows).toHaveLength(2);
    const [overdue, fresh] = rows;
    expect(within(overdue).getByRole('link', { name: 'Overtime skipped' })).toHaveAttribute('href', '/cases/g1');
    expect(within(overdue).getByText('Dana Ortiz')).toBeInTheDocument();
    expect(within(overdue).getByText('In Progress')).toBeInTheDocument();
    expect(within(overdue).getByText(STEP_NAMES[0])).toBeInTheDocument();
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText(/the union's filing was due Wednesday, November 25 \(6 days ago\)/)).toBeInTheDocument();
    expect(within(overdue).getByText('Raymond Castillo')).toBeInTheDocument();
    expect(within(fresh).queryByText('Overdue')).toBeNull();
    expect(within(fresh).getByText(/the union must file by Friday, December 4 \(in 3 days\)/)).toBeInTheDocument();
    expect(within(fresh).getByText('Not filed yet')).toBeInTheDocument();
    expect(within(fresh).getByText('Unassigned')).toBeInTheDocument();
    const workload = screen.getByTestId('workload');
    expect(within(workload).getByRole('button', { name: 'Unassigned 3' })).toBeInTheDocument();
    expect(within(workload).getByRole('button', { name: 'Raymond Castillo 4' })).toBeInTheDocument();
    expect(screen.getByTestId('case-count')).toHaveTextContent('2 cases');
  });

  it('keeps each filter in the address and asks the server again from page 1', async () => {
    renderQueue('/cases?page=2', [
      queueMock({ page: 2 }, [queueItem('g1', 'Overtime skipped')], { total: 26 }),
      queueMock({ overdue: true }, [queueItem('g3', 'Late answer from the company', { overdue: true, dueOn: '2026-11-20' })]),
    ]);
    expect(await screen.findByText('26 cases · page 2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    expect(await screen.findByRole('link', { name: 'Late answer from the company' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('?overdue=1');
  });

  it("narrows the queue to a member's department chosen among the directory's, kept in the address", async () => {
    renderQueue('/cases', [
      { request: { query: DepartmentsDocument }, result: { data: { departments: ['Cargo', 'Ramp'] } } },
      queueMock({}),
      queueMock({ department: 'Ramp' }, [queueItem('g4', 'Ramp break cut short')]),
    ]);
    expect(await screen.findByRole('link', { name: 'Overtime skipped' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ramp', hidden: true }));
    expect(await screen.findByRole('link', { name: 'Ramp break cut short' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('?department=Ramp');
  });

  it('keeps a department from the address chosen on a reload', async () => {
    renderQueue('/cases?department=Cargo', [queueMock({ department: 'Cargo' }, [queueItem('g5', 'Cargo dock heat')])]);
    expect(await screen.findByRole('link', { name: 'Cargo dock heat' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Cargo');
  });

  it('reads the filters from the address on a reload, and says plainly when nothing matches', async () => {
    renderQueue('/cases?status=all&assigned=none&q=brake', [queueMock({ status: 'all', assigned: 'none', q: 'brake' }, []), queueMock({})]);
    expect(await screen.findByText('No cases match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('brake');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
    expect(await screen.findByRole('link', { name: 'Overtime skipped' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('says so in plain words when the queue cannot be loaded', async () => {
    renderQueue('/cases', [{ ...queueMock({}), result: undefined, error: new Error('offline') }]);
    expect(await screen.findByText('Unable to load the case queue')).toBeInTheDocument();
    expect(screen.getByText('The cases could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  });
});
