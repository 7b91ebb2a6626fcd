import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import {
  GrievanceImagesDocument,
  GrievancesDocument,
  SubmitGrievanceDocument,
  UpdateGrievanceImageDocument,
  WithdrawGrievanceDocument,
} from './api/grievances.graphql';
import type { Grievance, GrievanceImage } from './api/useGrievances';
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
  ...overrides,
});

const list = (grievances: Grievance[]) => ({ request: { query: GrievancesDocument }, result: { data: { grievances } } });
const images = (items: GrievanceImage[]) => ({
  request: { query: GrievanceImagesDocument, variables: { grievanceId: 'g1' } },
  result: { data: { grievanceImages: items } },
});
const failure = { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };

describe('MyGrievancesPage', () => {
  afterEach(() => notifications.clean());

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

  it('offers no changes to a submitted grievance', async () => {
    renderWithProviders(<MyGrievancesPage />, {
      mocks: [list([grievance({ status: 'submitted', submittedAt: '2026-11-04T10:00:00.000Z' })]), images([image(1)])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Images (1)' }));
    await screen.findByTestId('grievance-image');
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Evidence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit caption/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
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
