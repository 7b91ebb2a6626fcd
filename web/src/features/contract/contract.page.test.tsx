import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meMock as signedInAs, testUser } from '@/test/currentUser';
import { renderWithProviders } from '@/test/render';
import { AskContractDocument } from './api/contract.graphql';
import { ContractPage } from './contract.page';

const me = (employmentStatus: 'full_time' | 'part_time') =>
  testUser({ username: 'priya', firstName: 'Priya', lastName: 'Shah', employeeNumber: '318277', employmentStatus });

const meMock = (status: 'full_time' | 'part_time' | null) => signedInAs(status ? me(status) : null);

const answer = {
  __typename: 'ContractAnswer' as const,
  answer: 'Article 7, Section 7.2 - Distribution of Overtime says: "Voluntary overtime shall be offered by seniority."',
  timestamp: '2026-03-02T15:04:00.000Z',
  confidence: 81,
  sources: ['Article 7, Section 7.2 - Distribution of Overtime'],
  citations: [
    { __typename: 'ContractCitation' as const, reference: 'Article 7, Section 7.2 - Distribution of Overtime', sectionId: 's72' },
  ],
};

describe('ContractPage', () => {
  it('shows the employment status badge and the topic chips, asks by chip, shows the pending indicator, then the answer with confidence and sources', async () => {
    renderWithProviders(<ContractPage />, {
      mocks: [
        meMock('part_time'),
        {
          request: { query: AskContractDocument, variables: { question: 'What are the rules for overtime?' } },
          result: { data: { askContract: answer } },
          // Long enough for the click to return first on a loaded machine, so the pending state can be seen.
          delay: 1000,
        },
      ],
    });
    expect(await screen.findByText('Part-Time')).toBeInTheDocument();
    for (const chip of ['Overtime rules', 'Sick leave', 'Grievance procedure', 'Scheduling rights']) {
      expect(screen.getByRole('button', { name: chip })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Overtime rules' }));
    expect(screen.getByTestId('user-message')).toHaveTextContent('What are the rules for overtime?');
    expect(screen.getByText('Analyzing your question...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send question' })).toBeDisabled();
    expect(await screen.findByText('Confidence: 81%', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Analyzing your question...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Article 7, Section 7.2 - Distribution of Overtime' })).toBeInTheDocument();
    expect(screen.getByTestId('ai-message')).toHaveTextContent('Voluntary overtime shall be offered by seniority.');
    // The conversation is a live log, so a screen reader announces the answer when it arrives.
    expect(screen.getByRole('log', { name: 'Conversation' })).toContainElement(screen.getByTestId('ai-message'));
  });

  it("shows the spec's error toast when the answer fails, and keeps the question", async () => {
    renderWithProviders(<ContractPage />, {
      mocks: [
        meMock('full_time'),
        { request: { query: AskContractDocument, variables: { question: 'Sick leave?' } }, error: new Error('network down') },
      ],
    });
    expect(await screen.findByText('Full-Time')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), '  Sick leave?  {Enter}');
    expect(await screen.findByText('Failed to get answer. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByTestId('user-message')).toHaveTextContent('Sick leave?');
    await waitFor(() => expect(screen.queryByText('Analyzing your question...')).toBeNull());
    // 'Please try again': the question is back in the input, ready to send again.
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Sick leave?');
    expect(screen.getByRole('button', { name: 'Send question' })).toBeEnabled();
  });

  it("says 'Authentication Required' without a signed-in member", async () => {
    renderWithProviders(<ContractPage />, { mocks: [meMock(null)] });
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the contract question assistant.')).toBeInTheDocument();
  });
});
