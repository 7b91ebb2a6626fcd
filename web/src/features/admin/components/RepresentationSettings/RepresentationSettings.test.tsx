import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AdminRepresentationDocument, ConfirmRepresentationDocument } from '../../api/admin.graphql';
import { RepresentationSettings } from './RepresentationSettings';

const askAndNote = {
  __typename: 'RepresentationScript' as const,
  kind: 'ask_and_note' as const,
  basis:
    'Under the Railway Labor Act, which covers airline workers, a union representative is a right only where the agreement grants one.',
  words:
    'I am asking for a union steward to be present for this meeting. Please note my request, and your answer, in the record of this meeting.',
  steps: ['Ask for a steward before the meeting starts and before you answer questions.'],
};

const adminView = {
  representationRights: {
    __typename: 'RepresentationRights' as const,
    laborLaw: 'rla' as const,
    laborLawLabel: 'Railway Labor Act (airlines and railroads)',
    provision: null,
    script: askAndNote,
  },
  representationProposals: [
    {
      __typename: 'ContractCitation' as const,
      reference: 'Article 15, Section 15.3 - Right to Representation in Investigations',
      sectionId: '5e0c3a52-8f6e-4d7a-9a1b-153153153153',
    },
    {
      __typename: 'ContractCitation' as const,
      reference: 'Article 17, Section 17.2 - Steward Release',
      sectionId: '5e0c3a52-8f6e-4d7a-9a1b-172172172172',
    },
  ],
};

describe('RepresentationSettings', () => {
  it('shows the regime, that nothing is confirmed and what members are told; confirms the proposal an officer picks', async () => {
    const confirm = vi.fn(() => ({
      data: {
        confirmRepresentationProvision: {
          __typename: 'RepresentationRights' as const,
          laborLaw: 'rla' as const,
          laborLawLabel: 'Railway Labor Act (airlines and railroads)',
          provision: {
            __typename: 'ConfirmedRepresentationProvision' as const,
            reference: adminView.representationProposals[0]!.reference,
            allowsDeclining: true,
            sectionId: '5e0c3a52-8f6e-4d7a-9a1b-153153153153',
            confirmedAt: '2026-11-27T15:00:00.000Z',
          },
          script: { ...askAndNote, kind: 'agreement' as const },
        },
      },
    }));
    renderWithProviders(<RepresentationSettings />, {
      mocks: [
        { request: { query: AdminRepresentationDocument }, result: { data: adminView }, maxUsageCount: 5 },
        { request: { query: ConfirmRepresentationDocument, variables: () => true }, result: confirm },
      ],
    });
    expect(await screen.findByText(/Railway Labor Act \(airlines and railroads\)/)).toBeInTheDocument();
    expect(screen.getByTestId('confirmed-provision')).toHaveTextContent('none confirmed');
    expect(screen.getByTestId('admin-words-to-say')).toHaveTextContent('I am asking for a union steward to be present');

    await userEvent.click(screen.getByRole('radio', { name: /Section 15\.3/ }));
    expect(screen.getByRole('textbox', { name: /Provision as members will see it cited/ })).toHaveValue(
      'Article 15, Section 15.3 - Right to Representation in Investigations',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'It lets a member decline to go on until the representative arrives' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm provision' }));
    expect(await screen.findByText('Provision Confirmed')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith({
      input: {
        reference: 'Article 15, Section 15.3 - Right to Representation in Investigations',
        allowsDeclining: true,
        sectionId: '5e0c3a52-8f6e-4d7a-9a1b-153153153153',
      },
    });
  });

  it('refuses to confirm without a reference, in the rules’ words', async () => {
    renderWithProviders(<RepresentationSettings />, {
      mocks: [{ request: { query: AdminRepresentationDocument }, result: { data: { ...adminView, representationProposals: [] } } }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm provision' }));
    expect(await screen.findByText('Name the article and section that grants representation')).toBeInTheDocument();
  });
});
