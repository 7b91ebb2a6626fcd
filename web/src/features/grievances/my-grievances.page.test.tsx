import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { forgetKeptWork } from '@/lib/keptWork';
import {
  AddGrievanceNoteDocument,
  GrievanceImagesDocument,
  GrievancesDocument,
  SubmitGrievanceDocument,
  UpdateGrievanceImageDocument,
  WithdrawCaseDocument,
  WithdrawGrievanceDocument,
} from './api/grievances.graphql';
import type { CaseEvent, Grievance, GrievanceImage } from './api/useGrievances';
import { MyGrievancesPage } from './my-grievances.page';

const image = (n: number, overrides: Partial<GrievanceImage> = {}) => ({
  __typename: 'GrievanceImage' as const,
  id: `img${n}`,
  grievanceId: 'g1',
  fileName: `stored-${n}.jpg`,
  originalFileName: `board-${n}.jpg`,
  fileSize: 153_600,
  mimeType: 'image/jpeg',
  caption: n === 1 ? 'The overtime board' : null,
  imageType: 'evidence' as const,
  order: n,
  uploadedAt: '2026-11-03T15:30:00.000Z',
  url: `/api/grievances/g1/images/img${n}/view`,
  ...overrides,
});

const grievance = (overrides: Partial<Grievance> = {}) => ({
  __typename: 'Grievance' as const,
  id: 'g1',
  title: 'Entry Nov 3, 2026',
  description: 'Overtime was offered to a junior agent before me.',
  contractViolation: 'Article 7, Section 7.2 - Distribution of Overtime',
  status: 'draft' as const,
  journalEntryId: 'e1',
  category: null,
  witnessName: 'Dana Cole',
  witnessEmployeeNumber: '100200',
  witnessPhone: '555-0100',
  witnessEmail: 'dana@example.org',
  location: 'Gate C14',
  aiAssistance: 'Contract articles suggested by the AI analysis:\n- Article 7 (confidence 72%): Overtime goes by seniority.',
  submittedAt: null,
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  updatedAt: new Date().toISOString(),
  pdfUrl: '/api/grievances/g1/pdf',
  images: [image(1)],
  currentStep: null,
  currentStepName: null,
  outcome: null,
  remedy: null,
  resolvedAt: null,
  nextDeadline: null,
  steward: null,
  sharedHistory: [],
  ...overrides,
});

const historyEvent = (seq: number, overrides: Partial<CaseEvent> = {}): CaseEvent & { __typename: 'CaseEvent' } => ({
  __typename: 'CaseEvent',
  id: `ev${seq}`,
  seq,
  kind: 'submitted',
  summary: 'Grievance submitted',
  text: null,
  actorName: 'Maria Lopez',
  at: '2026-11-04T10:00:00.000Z',
  ...overrides,
});

const stepOneAnswerDue = {
  __typename: 'NextDeadline' as const,
  kind: 'answer' as const,
  party: 'company' as const,
  stepIndex: 0,
  stepName: 'Step 1 - Immediate supervisor',
  dueOn: '2099-12-04',
  extended: false,
};

const lindaNguyen = {
  __typename: 'CaseContact' as const,
  userId: 'u9',
  name: 'Linda Nguyen',
  position: 'Chief Steward',
  phoneNumber: '(817) 555-0104',
  email: 'l.nguyen@example.org',
};

/** A submitted grievance a steward works: at Step 1, the company's answer awaited, with its shared history. */
const openCase = (overrides: Partial<Grievance> = {}) =>
  grievance({
    status: 'in_progress',
    submittedAt: '2026-11-04T10:00:00.000Z',
    currentStep: 0,
    currentStepName: 'Step 1 - Immediate supervisor',
    nextDeadline: stepOneAnswerDue,
    steward: lindaNguyen,
    sharedHistory: [
      historyEvent(1),
      historyEvent(2, { kind: 'assigned', summary: 'Assigned to Linda Nguyen', actorName: 'Linda Nguyen', at: '2026-11-05T09:00:00.000Z' }),
      historyEvent(3, {
        kind: 'note',
        summary: 'Note from the union',
        text: 'I filed Step 1 with your supervisor.',
        actorName: 'Linda Nguyen',
        at: '2026-11-06T09:00:00.000Z',
      }),
    ],
    ...overrides,
  });

const list = (grievances: Grievance[]) => ({ request: { query: GrievancesDocument }, result: { data: { grievances } } });
const images = (items: GrievanceImage[]) => ({
  request: { query: GrievanceImagesDocument, variables: { grievanceId: 'g1' } },
  result: { data: { grievanceImages: items } },
});
const failure = { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };

describe('MyGrievancesPage', () => {
  afterEach(() => {
    notifications.clean();
    forgetKeptWork();
  });

  it('shows placeholders while loading, then a count line and one card per grievance', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [list([grievance(), grievance({ id: 'g2', title: 'Second', status: 'in_progress', location: null })])],
    });
    expect(screen.getAllByTestId('grievance-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('You have 2 grievances.')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('grievance-card');
    expect(within(first).getByRole('heading', { name: 'Entry Nov 3, 2026' })).toBeInTheDocument();
    expect(within(first).getByText('Created 2 hours ago')).toBeInTheDocument();
    expect(within(first).getByText('Gate C14')).toBeInTheDocument();
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByText(/Overtime was offered to a junior agent/)).toBeInTheDocument();
    expect(within(first).getByText(/Article 7, Section 7.2/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/grievances/g1/pdf?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );
    expect(within(second).getByText('In Progress')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("opens the details of the grievance a journal entry's link points to", async () => {
    renderWithProviders(<MyGrievancesPage />, {
      route: '/my-grievances?entry=e2',
      mocks: [list([grievance(), grievance({ id: 'g2', title: 'From the second entry', journalEntryId: 'e2' })])],
    });
    const [first, second] = await screen.findAllByTestId('grievance-card');
    expect(within(second).getByTestId('grievance-details')).toBeInTheDocument();
    expect(within(first).queryByTestId('grievance-details')).not.toBeInTheDocument();
  });

  it('links to the Workplace Journal when there are none', async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([])] });
    expect(await screen.findByRole('link', { name: 'Go to Workplace Journal' })).toHaveAttribute('href', '/grievances');
  });

  it('says when the grievances could not be loaded', async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [{ request: { query: GrievancesDocument }, result: failure }] });
    expect(await screen.findByText('Error Loading Grievances')).toBeInTheDocument();
    expect(screen.getByText('Unable to load your grievances. Please try again later.')).toBeInTheDocument();
  });

  it('View Details shows the whole description, violation, witness and AI analysis', async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([grievance()])] });
    const toggle = await screen.findByRole('button', { name: 'View Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const details = screen.getByTestId('grievance-details');
    expect(within(details).getByText('Dana Cole · Employee #100200 · 555-0100 · dana@example.org')).toBeInTheDocument();
    expect(within(details).getByText(/Overtime goes by seniority/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.queryByTestId('grievance-details')).not.toBeInTheDocument();
  });

  it('Images lists each image with its facts, View in a new tab and Download', async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([grievance()]), images([image(1)])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Images (1)' }));
    const item = await screen.findByTestId('grievance-image');
    expect(within(item).getByText('board-1.jpg')).toBeInTheDocument();
    expect(within(item).getByText('Evidence')).toBeInTheDocument();
    expect(within(item).getByText('image/jpeg')).toBeInTheDocument();
    expect(within(item).getByText('150 KB')).toBeInTheDocument();
    expect(within(item).getByText('The overtime board')).toBeInTheDocument();
    expect(within(item).getByText(/Nov 3, 2026/)).toBeInTheDocument();
    const view = within(item).getByRole('link', { name: 'View board-1.jpg' });
    expect(view).toHaveAttribute('href', '/api/grievances/g1/images/img1/view');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(item).getByRole('link', { name: 'Download board-1.jpg' })).toHaveAttribute(
      'href',
      '/api/grievances/g1/images/img1/view?download=1',
    );
    expect(within(item).getByRole('img', { name: 'The overtime board' })).toBeInTheDocument();
  });

  it('says when the images could not be fetched', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [list([grievance()]), { request: { query: GrievanceImagesDocument, variables: { grievanceId: 'g1' } }, result: failure }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Images (1)' }));
    expect(await screen.findByText('Failed to fetch images')).toBeInTheDocument();
  });

  it('checks an added image on the device: too large, and the fifth is the last', async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([grievance()]), images([image(1)])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Images (1)' }));
    await screen.findByTestId('grievance-image');
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, big);
    expect(await screen.findByText('File size must be less than 10MB')).toBeInTheDocument();
  });

  it('says the maximum is reached at 5 images, and offers no more', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => image(n));
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([grievance({ images: five })]), images(five)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Images (5)' }));
    expect(await screen.findByText('Maximum 5 images allowed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Evidence' })).not.toBeInTheDocument();
  });

  it('edits a caption while the grievance is a draft', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [
        list([grievance()]),
        images([image(1)]),
        {
          request: { query: UpdateGrievanceImageDocument, variables: { id: 'img1', caption: 'Board at 06:40' } },
          result: { data: { updateGrievanceImage: image(1, { caption: 'Board at 06:40' }) } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Images (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit caption of board-1.jpg' }));
    const field = screen.getByLabelText('Caption');
    await userEvent.clear(field);
    await userEvent.type(field, 'Board at 06:40');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Board at 06:40')).toBeInTheDocument();
    expect(screen.queryByLabelText('Caption')).not.toBeInTheDocument();
  });

  it('takes more evidence on an open case but keeps what was submitted as it was', async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([openCase()]), images([image(1)])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Images (1)' }));
    await screen.findByTestId('grievance-image');
    expect(screen.getByRole('button', { name: 'Add Evidence' })).toBeInTheDocument();
    expect(screen.getByText('1/5 images · JPEG, PNG or WebP, up to 10MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit caption/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('offers no changes once the case is resolved: no evidence, note or withdrawal', async () => {
    const resolved = openCase({
      status: 'resolved',
      outcome: 'sustained',
      remedy: 'Paid four hours at overtime rate.',
      nextDeadline: null,
    });
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([resolved]), images([image(1)])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Images (1)' }));
    await screen.findByTestId('grievance-image');
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    expect(screen.getByText('Sustained (the grievance was upheld)')).toBeInTheDocument();
    expect(screen.getByText(/Paid four hours at overtime rate\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Evidence' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Send a note to your steward')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw Grievance' })).not.toBeInTheDocument();
  });

  it("shows a submitted grievance's step, steward, deadline and its history behind the Case history toggle", async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([openCase()])] });
    const card = await screen.findByTestId('grievance-card');
    expect(within(card).getByText('In Progress')).toBeInTheDocument();
    expect(within(card).getByText('Step 1 - Immediate supervisor')).toBeInTheDocument();
    expect(within(card).getByTestId('case-deadline')).toHaveTextContent(
      'Step 1 - Immediate supervisor: the company must answer by Friday, December 4, 2099',
    );
    expect(within(card).getByRole('link', { name: 'Call Linda Nguyen at (817) 555-0104' })).toHaveAttribute('href', 'tel:8175550104');
    expect(within(card).getByRole('link', { name: 'Email Linda Nguyen' })).toHaveAttribute('href', 'mailto:l.nguyen@example.org');

    const toggle = within(card).getByRole('button', { name: 'Case history (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('list', { name: 'Case history' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = within(card).getByRole('list', { name: 'Case history' });
    expect(toggle).toHaveAttribute('aria-controls', history.parentElement?.id);
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Grievance submitted'),
      expect.stringContaining('Assigned to Linda Nguyen'),
      expect.stringContaining('I filed Step 1 with your supervisor.'),
    ]);
  });

  it('shows none of the case on a draft: no step, steward, deadline, history, note or case withdrawal', async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([grievance()])] });
    const card = await screen.findByTestId('grievance-card');
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).queryByTestId('case-facts')).not.toBeInTheDocument();
    expect(within(card).queryByText('Waiting for a steward')).not.toBeInTheDocument();
    expect(within(card).queryByText('Not yet filed with the company')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Case history/ })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText('Send a note to your steward')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw Grievance' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('says a submitted case is waiting for a steward and not yet filed', async () => {
    const waiting = grievance({ status: 'submitted', submittedAt: '2026-11-04T10:00:00.000Z', sharedHistory: [historyEvent(1)] });
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([waiting])] });
    const card = await screen.findByTestId('grievance-card');
    expect(within(card).getByText('Waiting for a steward')).toBeInTheDocument();
    expect(within(card).getByText('Not yet filed with the company')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Case history (1)' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Send a note to your steward')).toBeInTheDocument();
  });

  it('sends a note to the steward: it joins the history and the box empties', async () => {
    const sent = historyEvent(4, {
      kind: 'member_note',
      summary: 'Note from the member',
      text: 'My supervisor asked me to sign something.',
      at: new Date().toISOString(),
    });
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [
        list([openCase()]),
        {
          request: { query: AddGrievanceNoteDocument, variables: { grievanceId: 'g1', text: 'My supervisor asked me to sign something.' } },
          result: { data: { addGrievanceNote: sent } },
        },
      ],
    });
    const box = await screen.findByLabelText('Send a note to your steward');
    await userEvent.type(box, '  My supervisor asked me to sign something.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Note' }));
    expect(await screen.findByText('Note Sent')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Case history (4)' }));
    const items = within(screen.getByRole('list', { name: 'Case history' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Note from the memberMy supervisor asked me to sign something.');
  });

  it('keeps the typed note in the box when the server refuses it, and says why', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [
        list([openCase()]),
        {
          request: { query: AddGrievanceNoteDocument, variables: { grievanceId: 'g1', text: 'Any news?' } },
          result: { errors: [{ message: 'This case is no longer open', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    const box = await screen.findByLabelText('Send a note to your steward');
    await userEvent.type(box, 'Any news?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Note' }));
    expect(await screen.findByText('This case is no longer open')).toBeInTheDocument();
    expect(box).toHaveValue('Any news?');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Case history (3)' })).toBeInTheDocument();
  });

  it('keeps the typed note when the network fails, with a general message', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [
        list([openCase()]),
        { request: { query: AddGrievanceNoteDocument, variables: { grievanceId: 'g1', text: 'Any news?' } }, error: new Error('offline') },
      ],
    });
    const box = await screen.findByLabelText('Send a note to your steward');
    await userEvent.type(box, 'Any news?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Note' }));
    expect(await screen.findByText('Your note could not be sent. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Any news?');
  });

  it('refuses an empty note with the shared message, before sending anything', async () => {
    renderWithProviders(<MyGrievancesPage />, { mocks: [list([openCase()])] });
    const box = await screen.findByLabelText('Send a note to your steward');
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Note' }));
    expect(await screen.findByText('Note text is required')).toBeInTheDocument();
    expect(box).toHaveValue('   ');
  });

  it('withdraws an open case after a confirmation that says it cannot be undone, with the reason given', async () => {
    const withdrawn = openCase({
      status: 'resolved',
      outcome: 'withdrawn',
      nextDeadline: null,
      sharedHistory: [
        ...openCase().sharedHistory,
        historyEvent(4, { kind: 'outcome', summary: 'Resolved: Withdrawn', text: 'Settled it with my supervisor.' }),
      ],
    });
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [
        list([openCase()]),
        {
          request: { query: WithdrawCaseDocument, variables: { grievanceId: 'g1', reason: 'Settled it with my supervisor.' } },
          result: { data: { withdrawCase: withdrawn } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Grievance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this grievance?' });
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Settled it with my supervisor.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Grievance' }));
    expect(await screen.findByText('Grievance Withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByTestId('grievance-card');
    expect(within(card).getByText('Resolved')).toBeInTheDocument();
    expect(within(card).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Send a note to your steward')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw Grievance' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Case history (4)' })).toBeInTheDocument();
  });

  it('cancelling the withdrawal changes nothing; a refused one keeps the dialog and the reason', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [
        list([openCase()]),
        {
          request: { query: WithdrawCaseDocument, variables: { grievanceId: 'g1', reason: 'Changed my mind.' } },
          result: { errors: [{ message: 'Only an open grievance can be withdrawn', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Grievance' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw this grievance?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('In Progress')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Grievance' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw this grievance?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Changed my mind.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Grievance' }));
    expect(await within(dialog).findByText('Only an open grievance can be withdrawn')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Changed my mind.');
  });

  it('submits a draft', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [
        list([grievance()]),
        {
          request: { query: SubmitGrievanceDocument, variables: { id: 'g1' } },
          result: { data: { submitGrievance: grievance({ status: 'submitted', submittedAt: new Date().toISOString() }) } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('withdraws a draft after saying the journal entry and its photos stay', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [
        list([grievance()]),
        { request: { query: WithdrawGrievanceDocument, variables: { id: 'g1' } }, result: { data: { withdrawGrievance: true } } },
        list([]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this grievance?' });
    expect(within(dialog).getByText(/journal entry it came from and that entry's photos stay/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Grievance Withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('grievance-card')).not.toBeInTheDocument());
  });
});
