import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ContractSectionDocument } from '@/lib/contractSection.graphql';
import { renderWithProviders } from '@/test/render';
import { AnalyzeForGrievanceDocument, CreateGrievanceDocument } from '../../api/convertToGrievance.graphql';
import { JournalEntryDocument } from '../../api/journal.graphql';
import { ConvertToGrievanceButton } from '../ConvertToGrievanceButton/ConvertToGrievanceButton';

const entry = {
  __typename: 'JournalEntry',
  id: 'e1',
  eventId: 'ev1',
  event: {
    __typename: 'JournalEvent',
    id: 'ev1',
    eventTitle: 'Overtime skipped',
    description: null,
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  employeeName: 'Marcus Reyes',
  employeeNumber: '204518',
  shift: '6am-2pm (Day)',
  teamNumber: null,
  jobTitle: 'Fleet Service Agent',
  isSwappedShift: false,
  incidentNotes: 'Overtime was offered to a junior agent before me.',
  entryDate: '2026-11-03',
  status: 'draft' as const,
  isGrievance: false,
  isClosed: false,
  readOnlyReason: null,
  version: 1,
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  images: [
    {
      __typename: 'JournalEntryImage',
      id: 'i1',
      entryId: 'e1',
      order: 1,
      originalFileName: 'board.jpg',
      fileSize: 2048,
      mimeType: 'image/jpeg',
      caption: 'The overtime board',
      url: '/api/journal/entries/e1/images/i1/view',
      uploadedAt: '2026-11-03T10:00:00.000Z',
    },
  ],
  participants: [
    {
      __typename: 'JournalParticipant',
      id: 'p2',
      entryId: 'e1',
      name: 'Second Witness',
      jobTitle: 'Crew Chief',
      employeeNumber: null,
      order: 2,
      notes: null,
    },
    {
      __typename: 'JournalParticipant',
      id: 'p1',
      entryId: 'e1',
      name: 'Dana Cole',
      jobTitle: 'Crew Chief',
      employeeNumber: '100200',
      order: 1,
      notes: null,
    },
  ],
};

const ARTICLE = 'Article 7, Section 7.2 - Distribution of Overtime';
const suggestion = {
  __typename: 'SuggestedArticle' as const,
  article: ARTICLE,
  reason: 'Overtime goes by seniority.',
  confidence: 72,
  sectionId: 's72',
};
const journalContent = `${entry.event.eventTitle}\n\n${entry.incidentNotes}`;

const analysis = (articles: (typeof suggestion)[]) => ({
  request: { query: AnalyzeForGrievanceDocument, variables: { journalContent } },
  result: { data: { analyzeForGrievance: { __typename: 'GrievanceAnalysis' as const, suggestedArticles: articles } } },
});
const analysisFails = {
  request: { query: AnalyzeForGrievanceDocument, variables: { journalContent } },
  result: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
};
const refetchedEntry = {
  request: { query: JournalEntryDocument, variables: { id: 'e1' } },
  result: {
    data: {
      journalEntry: { ...entry, isGrievance: true, readOnlyReason: 'Entry has been converted to grievance. This entry is read-only.' },
    },
  },
};
function creation(sent: { input?: Record<string, unknown> }, outcome: 'ok' | string = 'ok') {
  return {
    request: { query: CreateGrievanceDocument, variables: () => true },
    result: (variables: { input: Record<string, unknown> }) => {
      sent.input = variables.input;
      if (outcome !== 'ok') return { errors: [{ message: outcome, extensions: { code: 'CONFLICT' } }] };
      return {
        data: {
          createGrievance: {
            __typename: 'Grievance' as const,
            id: 'g1',
            title: 'Entry Nov 3, 2026',
            status: 'draft' as const,
            journalEntryId: 'e1',
          },
        },
      };
    },
  };
}

async function open(mocks: unknown[]) {
  renderWithProviders(<ConvertToGrievanceButton entry={entry} />, { mocks: mocks as never });
  await userEvent.click(screen.getByRole('button', { name: 'Convert to Grievance' }));
  return screen.findByRole('dialog', { name: 'Convert to Grievance' });
}

describe('ConvertToGrievanceDialog', () => {
  // Toasts live in a module-level store: one test's toast must not answer the next test's question.
  afterEach(() => notifications.clean());

  it('starts from the entry: dated title, its notes, its first witness and its photos as evidence', async () => {
    const dialog = await open([analysis([])]);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Entry Nov 3, 2026');
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue(entry.incidentNotes);
    expect(within(dialog).getByLabelText(/^Contract Violation/)).toHaveValue('');
    expect(within(dialog).getByLabelText('Witness Name')).toHaveValue('Dana Cole');
    expect(within(dialog).getByLabelText('Witness Employee Number')).toHaveValue('100200');
    expect(within(dialog).getByLabelText('Location')).toHaveValue('');
    expect(within(dialog).getByText('This photo goes with the grievance as evidence.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'The overtime board' })).toBeInTheDocument();
    expect(await within(dialog).findByText(/No contract article stood out/)).toBeInTheDocument();
  });

  it('says what is missing, under each field, before sending anything', async () => {
    const dialog = await open([analysis([])]);
    await userEvent.clear(within(dialog).getByLabelText(/^Title/));
    await userEvent.clear(within(dialog).getByLabelText(/^Description/));
    await userEvent.type(within(dialog).getByLabelText('Witness Phone'), 'call me');
    await userEvent.type(within(dialog).getByLabelText('Witness Email'), 'dana@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Grievance' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Contract violation details are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid phone number format')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('lists the suggested articles with why; one tap adds an article to the violation, on its own line and once', async () => {
    const dialog = await open([analysis([suggestion])]);
    expect(await within(dialog).findByText(ARTICLE)).toBeInTheDocument();
    expect(within(dialog).getByText('Overtime goes by seniority.')).toBeInTheDocument();
    const violation = within(dialog).getByLabelText(/^Contract Violation/);
    await userEvent.type(violation, 'Passed over for overtime.');
    await userEvent.click(within(dialog).getByRole('button', { name: `Add to violation: ${ARTICLE}` }));
    expect(violation).toHaveValue(`Passed over for overtime.\n${ARTICLE}`);
    const added = within(dialog).getByRole('button', { name: `Added: ${ARTICLE}` });
    expect(added).toBeDisabled();
  });

  it('opens a suggested article for reading', async () => {
    const section = {
      __typename: 'ContractSection' as const,
      id: 's72',
      reference: ARTICLE,
      articleLabel: 'Article 7',
      articleTitle: 'Overtime',
      sectionNumber: '7.2',
      sectionTitle: 'Distribution of Overtime',
      text: 'Overtime shall be offered in seniority order.',
      documentTitle: 'Agreement',
      effectiveDate: '2020-03-26',
      isCurrent: true,
    };
    const dialog = await open([
      analysis([suggestion]),
      { request: { query: ContractSectionDocument, variables: { id: 's72' } }, result: { data: { contractSection: section } } },
    ]);
    await userEvent.click(await within(dialog).findByRole('button', { name: `Read section: ${ARTICLE}` }));
    expect(await screen.findByText('Overtime shall be offered in seniority order.')).toBeInTheDocument();
  });

  it('when the analysis fails, says so and the form still files the grievance', async () => {
    const sent: { input?: Record<string, unknown> } = {};
    const dialog = await open([analysisFails, creation(sent), refetchedEntry]);
    expect(await screen.findByText('AI Analysis Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Unable to get AI suggestions. Please manually enter the contract violations.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Contract Violation/), 'Article 7: overtime out of seniority order');
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Gate C14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Grievance' }));
    expect(await screen.findByText('Grievance Created')).toBeInTheDocument();
    expect(screen.getByText('Journal entry has been successfully converted to a grievance.')).toBeInTheDocument();
    expect(sent.input).toEqual({
      title: 'Entry Nov 3, 2026',
      description: entry.incidentNotes,
      contractViolation: 'Article 7: overtime out of seniority order',
      location: 'Gate C14',
      witnessName: 'Dana Cole',
      witnessEmployeeNumber: '100200',
      witnessPhone: null,
      witnessEmail: null,
      journalEntryId: 'e1',
      aiAssistance: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Convert to Grievance' })).not.toBeInTheDocument());
  });

  it('sends the suggestions the member saw as readable text', async () => {
    const sent: { input?: Record<string, unknown> } = {};
    const dialog = await open([analysis([suggestion]), creation(sent), refetchedEntry]);
    await userEvent.click(await within(dialog).findByRole('button', { name: `Add to violation: ${ARTICLE}` }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Grievance' }));
    expect(await screen.findByText('Grievance Created')).toBeInTheDocument();
    expect(sent.input?.contractViolation).toBe(ARTICLE);
    expect(sent.input?.aiAssistance).toBe(
      `Contract articles suggested by the AI analysis:\n- ${ARTICLE} (confidence 72%): Overtime goes by seniority.`,
    );
  });

  it("says 'Failed to create grievance' when the server gives no reason of its own", async () => {
    const dialog = await open([
      analysis([]),
      {
        request: { query: CreateGrievanceDocument, variables: () => true },
        result: { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      },
    ]);
    await userEvent.type(within(dialog).getByLabelText(/^Contract Violation/), 'Article 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Grievance' }));
    expect(await screen.findByText('Failed to create grievance')).toBeInTheDocument();
  });

  it("shows the server's reason when the grievance is refused, and keeps the form", async () => {
    const sent: { input?: Record<string, unknown> } = {};
    const dialog = await open([analysis([]), creation(sent, 'This journal entry has already been converted to a grievance.')]);
    await userEvent.type(within(dialog).getByLabelText(/^Contract Violation/), 'Article 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Grievance' }));
    expect(await screen.findByText('This journal entry has already been converted to a grievance.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Convert to Grievance' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Contract Violation/)).toHaveValue('Article 7');
  });
});

describe('ConvertToGrievanceButton', () => {
  it('links a converted entry to its grievance under My Grievances', () => {
    renderWithProviders(<ConvertToGrievanceButton entry={{ ...entry, isGrievance: true }} />);
    expect(screen.getByRole('link', { name: 'View Grievance' })).toHaveAttribute('href', '/my-grievances?entry=e1');
    expect(screen.queryByRole('button', { name: 'Convert to Grievance' })).not.toBeInTheDocument();
  });

  it('cannot convert a closed entry', () => {
    renderWithProviders(<ConvertToGrievanceButton entry={{ ...entry, isClosed: true, status: 'closed' }} />);
    expect(screen.getByRole('button', { name: 'Convert to Grievance' })).toBeDisabled();
  });
});
