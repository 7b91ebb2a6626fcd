import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BulletinManagementPage } from './admin-bulletins.page';
import { AdminBulletinsDocument, CreateBulletinDocument, DeleteBulletinDocument } from './api/manageBulletins.graphql';

const b = (id: string, title: string, isActive = true) => ({
  __typename: 'Bulletin' as const,
  id,
  title,
  content: `${title} body`,
  type: 'general' as const,
  isPublic: true,
  isActive,
  publishedAt: '2026-03-01T15:00:00.000Z',
  expiresAt: null,
  createdAt: '2026-03-01T15:00:00.000Z',
});
const list = (items = [b('1', 'Meeting'), b('2', 'Old shuttle', false)]) => ({
  request: { query: AdminBulletinsDocument },
  result: { data: { bulletins: items } },
});

describe('BulletinManagementPage', () => {
  it('lists every bulletin, inactive ones badged', async () => {
    renderWithProviders(<BulletinManagementPage />, { mocks: [list()] });
    const cards = await screen.findAllByTestId('admin-bulletin');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]).getByText('Inactive')).toBeInTheDocument();
  });

  it('creates a bulletin from the dialog with the toast', async () => {
    renderWithProviders(<BulletinManagementPage />, {
      mocks: [
        list(),
        {
          request: {
            query: CreateBulletinDocument,
            variables: {
              input: {
                title: 'Ramp safety',
                content: 'Vests on.',
                type: 'general',
                isPublic: true,
                isActive: true,
                draft: false,
                publishedAt: null,
                expiresAt: null,
              },
            },
          },
          result: { data: { createBulletin: b('3', 'Ramp safety') } },
        },
        list([b('3', 'Ramp safety'), ...[b('1', 'Meeting')]]),
      ],
    });
    await screen.findAllByTestId('admin-bulletin');
    await userEvent.click(screen.getByRole('button', { name: 'Create Bulletin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bulletin' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Ramp safety');
    await userEvent.type(within(dialog).getByLabelText(/Content/), 'Vests on.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Bulletin' }));
    expect(await screen.findByText('Bulletin Created')).toBeInTheDocument();
  });

  it('deletes only after confirmation, and says when it failed', async () => {
    renderWithProviders(<BulletinManagementPage />, {
      mocks: [
        list(),
        {
          request: { query: DeleteBulletinDocument, variables: { id: '1' } },
          result: { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
        },
      ],
    });
    await screen.findAllByTestId('admin-bulletin');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bulletin' });
    expect(dialog).toHaveTextContent('Delete "Meeting"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete bulletin')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });
});
