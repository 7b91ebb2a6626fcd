import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_GRIEVANCE_PROCEDURE, PROCEDURE_MESSAGES } from '@union/rules/cases';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GrievanceProcedureDocument, UpdateGrievanceProcedureDocument } from './api/cases.graphql';
import { GrievanceProcedurePage } from './procedure.page';

const shape = (procedure: typeof DEFAULT_GRIEVANCE_PROCEDURE) => ({
  __typename: 'GrievanceProcedureShape' as const,
  dayKind: procedure.dayKind,
  holidays: [...procedure.holidays],
  steps: procedure.steps.map((s) => ({ __typename: 'ProcedureStepShape' as const, ...s })),
});

const loaded = {
  request: { query: GrievanceProcedureDocument },
  result: { data: { grievanceProcedure: shape(DEFAULT_GRIEVANCE_PROCEDURE) } },
};
const stepCards = () => screen.getAllByTestId('procedure-step');
const nameOf = (card: HTMLElement) => (within(card).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value;

describe('GrievanceProcedurePage', () => {
  it('shows the procedure, checks it with the shared rules, and saves steps reordered, added and a holiday listed', async () => {
    const [first, second, third] = DEFAULT_GRIEVANCE_PROCEDURE.steps;
    const saved = {
      dayKind: 'business' as const,
      holidays: ['2026-12-25'],
      steps: [
        first,
        third,
        second,
        { name: 'Step 4 - Arbitration', fileWithinDays: 15, fileAfter: 'previous_answer' as const, answerWithinDays: null },
      ],
    };
    renderWithProviders(<GrievanceProcedurePage />, {
      mocks: [
        loaded,
        {
          request: { query: UpdateGrievanceProcedureDocument, variables: { input: saved } },
          result: { data: { updateGrievanceProcedure: shape(saved) } },
        },
      ],
    });
    expect((await screen.findAllByTestId('procedure-step')).map(nameOf)).toEqual(DEFAULT_GRIEVANCE_PROCEDURE.steps.map((s) => s.name));

    // A step moved to the top would count from a previous answer: the rules refuse it, under that step's field.
    await userEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Procedure' }));
    expect(await screen.findByText(PROCEDURE_MESSAGES.firstStepAfterPrevious)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    expect(stepCards().map(nameOf)).toEqual([first.name, third.name, second.name]);

    // A new step needs a name.
    await userEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Procedure' }));
    expect(await screen.findByText(PROCEDURE_MESSAGES.stepNameRequired)).toBeInTheDocument();
    const added = stepCards()[3];
    await userEvent.type(within(added).getByRole('textbox', { name: 'Name' }), 'Step 4 - Arbitration');
    await userEvent.type(within(added).getByRole('textbox', { name: 'Days for the union to file' }), '15');

    await userEvent.click(screen.getByRole('radio', { name: 'Business days (not weekends or holidays)' }));
    const holiday = screen.getByLabelText('Add a holiday');
    await userEvent.type(holiday, '2026-12-25');
    await userEvent.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(screen.getByRole('button', { name: 'Remove the holiday Friday, December 25, 2026' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save Procedure' }));
    expect(await screen.findByText('Procedure Saved')).toBeInTheDocument();
  }, 30_000);

  it('removes a step, and allows at most ten', async () => {
    renderWithProviders(<GrievanceProcedurePage />, { mocks: [loaded] });
    await screen.findAllByTestId('procedure-step');
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 3' }));
    expect(stepCards()).toHaveLength(2);
    for (let i = 0; i < 8; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(stepCards()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Add Step' })).toBeDisabled();
  }, 30_000);
});
