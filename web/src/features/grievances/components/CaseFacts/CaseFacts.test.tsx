import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { Grievance } from '../../api/useGrievances';
import { CaseFacts } from './CaseFacts';

type CaseFields = Pick<Grievance, 'status' | 'currentStep' | 'currentStepName' | 'outcome' | 'remedy' | 'nextDeadline' | 'steward'>;

const steward = {
  __typename: 'CaseContact' as const,
  userId: 'u9',
  name: 'Linda Nguyen',
  position: 'Chief Steward',
  phoneNumber: '+1 (817) 555-0104',
  email: 'l.nguyen@example.org',
};

const answerDue = {
  __typename: 'NextDeadline' as const,
  kind: 'answer' as const,
  party: 'company' as const,
  stepIndex: 0,
  stepName: 'Step 1 - Immediate supervisor',
  dueOn: '2026-12-04',
  extended: false,
};

const caseOf = (fields: Partial<CaseFields> = {}) =>
  ({
    status: 'in_progress',
    currentStep: 0,
    currentStepName: 'Step 1 - Immediate supervisor',
    outcome: null,
    remedy: null,
    nextDeadline: answerDue,
    steward,
    ...fields,
  }) as Grievance;

describe('CaseFacts', () => {
  it('names the steward, with Call (a tel: link of digits and +) and Email as in the steward directory', () => {
    renderWithProviders(<CaseFacts grievance={caseOf()} today="2026-11-28" />);
    expect(screen.getByText('Linda Nguyen')).toBeInTheDocument();
    expect(screen.getByText(/Chief Steward/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Linda Nguyen at +1 (817) 555-0104' })).toHaveAttribute('href', 'tel:+18175550104');
    expect(screen.getByRole('link', { name: 'Email Linda Nguyen' })).toHaveAttribute('href', 'mailto:l.nguyen@example.org');
  });

  it('offers only the ways of reaching the steward that are on record', () => {
    renderWithProviders(<CaseFacts grievance={caseOf({ steward: { ...steward, phoneNumber: null } })} today="2026-11-28" />);
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Linda Nguyen' })).toBeInTheDocument();
  });

  it('says an open case without a steward is waiting for one, and names no step before the first is filed', () => {
    renderWithProviders(
      <CaseFacts
        grievance={caseOf({ status: 'submitted', steward: null, currentStep: null, currentStepName: null, nextDeadline: null })}
        today="2026-11-28"
      />,
    );
    expect(screen.getByText('Waiting for a steward')).toBeInTheDocument();
    expect(screen.getByText('Not yet filed with the company')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('case-deadline')).not.toBeInTheDocument();
  });

  it('puts the next deadline in plain words counted from the given day', () => {
    renderWithProviders(<CaseFacts grievance={caseOf()} today="2026-11-28" />);
    const deadline = screen.getByTestId('case-deadline');
    expect(deadline).toHaveTextContent('Step 1 - Immediate supervisor: the company must answer by Friday, December 4 (in 6 days)');
    expect(within(deadline).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says when the union must appeal, and that an agreed extension moved the day', () => {
    const appeal = {
      ...answerDue,
      kind: 'file' as const,
      party: 'union' as const,
      stepIndex: 1,
      stepName: 'Step 2 - Station manager',
      extended: true,
    };
    renderWithProviders(<CaseFacts grievance={caseOf({ nextDeadline: appeal })} today="2026-12-03" />);
    expect(screen.getByTestId('case-deadline')).toHaveTextContent(
      'Step 2 - Station manager: the union must appeal by Friday, December 4 (tomorrow; extended by agreement)',
    );
  });

  it('marks a deadline that has passed as overdue', () => {
    renderWithProviders(<CaseFacts grievance={caseOf()} today="2026-12-07" />);
    const deadline = screen.getByTestId('case-deadline');
    expect(deadline).toHaveTextContent("Step 1 - Immediate supervisor: the company's answer was due Friday, December 4 (3 days ago)");
    expect(within(deadline).getByText('Overdue')).toBeInTheDocument();
    expect(deadline).toHaveAttribute('data-overdue', 'true');
  });

  it('gives a resolved case its outcome and remedy in words, and keeps naming its steward', () => {
    renderWithProviders(
      <CaseFacts
        grievance={caseOf({ status: 'resolved', outcome: 'settled', remedy: 'Four hours of overtime pay.', nextDeadline: null })}
        today="2026-12-07"
      />,
    );
    expect(screen.getByText('Settled')).toBeInTheDocument();
    expect(screen.getByText(/Four hours of overtime pay\./)).toBeInTheDocument();
    expect(screen.getByText('Linda Nguyen')).toBeInTheDocument();
    expect(screen.queryByTestId('case-deadline')).not.toBeInTheDocument();
  });

  it('does not wait for a steward on a case withdrawn before anyone took it', () => {
    renderWithProviders(
      <CaseFacts
        grievance={caseOf({
          status: 'resolved',
          outcome: 'withdrawn',
          steward: null,
          nextDeadline: null,
          currentStep: null,
          currentStepName: null,
        })}
        today="2026-12-07"
      />,
    );
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for a steward')).not.toBeInTheDocument();
  });
});
