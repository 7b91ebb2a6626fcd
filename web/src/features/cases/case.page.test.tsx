import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetailFieldsFragment } from '@/gql/graphql';
import { meMock, testUser } from '@/test/currentUser';
import { renderWithProviders } from '@/test/render';
import {
  AddCaseNoteDocument,
  AssignCaseDocument,
  CaseDocument,
  CaseHistoryCheckDocument,
  CaseStewardsDocument,
  RecordCaseStepDocument,
} from './api/cases.graphql';
import { CasePage } from './case.page';
import { caseDetail, event, STEP_NAMES, STEWARD } from './cases.testing';

const steward = testUser({ id: 's1', isSteward: true, firstName: 'Raymond', lastName: 'Castillo' });
const officer = testUser({ id: 'o1', isAdmin: true, firstName: 'Olivia', lastName: 'Grant' });

const caseMock = (detail: CaseDetailFieldsFragment) => ({
  request: { query: CaseDocument, variables: { id: 'g1' } },
  result: { data: { case: detail } },
});

function renderCase(me: ReturnType<typeof testUser>, mocks: unknown[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/cases/:id" element={<CasePage />} />
    </Routes>,
    { route: '/cases/g1', mocks: [meMock(me), ...(mocks as never[])] },
  );
}

const history = () => within(screen.getByTestId('case-history'));

beforeEach(() => {
  // Deadlines are told against the local's day the server sends (a Tuesday), not this device's clock, which is
  // already on Wednesday.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T03:00:00'));
});
afterEach(() => vi.useRealTimers());

const WORKED = caseDetail({
  canWork: true,
  steward: STEWARD,
  grievance: { status: 'in_progress', currentStep: 0, nextDeadline: null },
  steps: [
    {
      __typename: 'GrievanceStep',
      id: 'st1',
      stepIndex: 0,
      stepName: STEP_NAMES[0],
      filedOn: '2026-11-24',
      answeredOn: null,
      answer: null,
      extendedTo: null,
      extensionNote: null,
    },
  ],
  history: [
    event(1, 'Grievance submitted', { kind: 'submitted', actorName: 'Dana Ortiz' }),
    event(2, 'Note from the union', { text: 'We filed Step 1 today.' }),
    event(3, 'Internal note (union only)', { internal: true, text: 'Supervisor admits the list was skipped.' }),
  ],
});

describe('CasePage', () => {
  it("marks an internal note 'Internal' apart from the shared history, and offers no action to a steward who does not work the case", async () => {
    renderCase(steward, [caseMock({ ...WORKED, canWork: false, steward: null })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overtime skipped on the ramp' })).toBeInTheDocument();
    const entries = history().getAllByTestId('history-entry');
    expect(entries.map((e) => e.getAttribute('data-internal'))).toEqual([null, null, 'true']);
    expect(within(entries[2]).getByText('Internal')).toBeInTheDocument();
    expect(within(entries[2]).getByText('Supervisor admits the list was skipped.')).toBeInTheDocument();
    expect(within(entries[1]).queryByText('Internal')).toBeNull();
    expect(screen.getByText('Only the steward assigned to this case or an officer can work it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take Case|Record Company's Answer|Change Status|Assign/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Add a note' })).toBeNull();
    // The member's contact: their phone and email as buttons, as in the steward directory.
    expect(screen.getByRole('link', { name: 'Call Dana Ortiz at (817) 555-0142' })).toHaveAttribute('href', 'tel:8175550142');
    expect(screen.getByRole('link', { name: 'Email Dana Ortiz' })).toHaveAttribute('href', 'mailto:dana@example.org');
    // Each step whole, its dates written out in full (none cut off at a phone's edge).
    const [step] = within(screen.getByRole('list', { name: 'Steps filed' })).getAllByRole('listitem');
    expect(within(step).getByText('Step 1 - Immediate supervisor')).toBeInTheDocument();
    expect(within(step).getByText('Filed').nextSibling).toHaveTextContent('Tuesday, November 24, 2026');
    expect(within(step).getByText('Answer received').nextSibling).toHaveTextContent('Waiting');
  });

  it('lets a steward take an unassigned case, after which they may file Step 1 (and not assign it to others)', async () => {
    const unassigned = caseDetail({ canTake: true });
    const taken = caseDetail({ canWork: true, steward: STEWARD, grievance: { status: 'in_progress' } });
    renderCase(steward, [
      caseMock(unassigned),
      { request: { query: AssignCaseDocument, variables: { id: 'g1', stewardUserId: 's1' } }, result: { data: { assignCase: taken } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Take Case' }));
    expect(await screen.findByText('Case Taken')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `File ${STEP_NAMES[0]}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Case' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Assign|Reassign)$/ })).toBeNull();
  });

  it('adds an internal note only when the always-visible box is ticked (it starts unticked)', async () => {
    const noted = {
      ...WORKED,
      history: [...WORKED.history, event(4, 'Internal note (union only)', { internal: true, text: 'Called HR.' })],
    };
    renderCase(steward, [
      caseMock(WORKED),
      {
        request: { query: AddCaseNoteDocument, variables: { id: 'g1', text: 'Called HR.', internal: true } },
        result: { data: { addCaseNote: noted } },
      },
    ]);
    const box = await screen.findByRole('checkbox', { name: 'Internal (union only)' });
    expect(box).not.toBeChecked();
    expect(screen.getByText('The member will see this note.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Called HR.');
    await userEvent.click(box);
    expect(screen.getByText('Only stewards and officers will see this note.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Internal Note' }));
    expect(await screen.findByText('Internal Note Added')).toBeInTheDocument();
    expect(await history().findByText('Called HR.')).toBeInTheDocument();
    expect(history().getAllByTestId('history-entry')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  it("checks the company's answer with the shared rules, then shows the server's reason under its field", async () => {
    renderCase(steward, [
      caseMock(WORKED),
      {
        request: {
          query: RecordCaseStepDocument,
          variables: { id: 'g1', input: { action: 'answer', answeredOn: '2026-12-01', answer: 'Denied.' } },
        },
        result: {
          errors: [
            {
              message: 'The answer cannot be before the step was filed',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { answeredOn: 'The answer cannot be before the step was filed' } },
            },
          ],
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: "Record Company's Answer" }));
    const dialog = await screen.findByRole('dialog', { name: "Record the Company's Answer" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Answer' }));
    expect(await within(dialog).findByText("The company's answer is required")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: "The company's answer" }), 'Denied.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Answer' }));
    expect(await within(dialog).findByText('The answer cannot be before the step was filed')).toBeInTheDocument();
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('shows an officer whether the history is intact, and lets them assign the case', async () => {
    renderCase(officer, [
      caseMock(caseDetail({ canWork: true })),
      {
        request: { query: CaseHistoryCheckDocument, variables: { id: 'g1' } },
        result: {
          data: {
            caseHistoryCheck: { __typename: 'CaseHistoryCheck', intact: false, checked: 3, brokenAt: 2, problem: 'Entry 2 was changed' },
          },
        },
      },
      {
        request: { query: CaseStewardsDocument },
        result: {
          data: {
            members: {
              __typename: 'MemberConnection',
              edges: [{ __typename: 'MemberEdge', node: { __typename: 'Member', id: 's1', firstName: 'Raymond', lastName: 'Castillo' } }],
            },
          },
        },
      },
    ]);
    expect(await screen.findByText('History broken at entry 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('dialog', { name: 'Assign Case' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Case' })).toBeNull();
  });
});
