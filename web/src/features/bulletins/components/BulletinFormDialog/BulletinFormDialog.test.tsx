import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BulletinFormDialog, fromLocalInput, toLocalInput } from './BulletinFormDialog';

describe('BulletinFormDialog', () => {
  it('requires a title and content, with the messages', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<BulletinFormDialog opened saving={false} onSubmit={onSubmit} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Create Bulletin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Bulletin' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('defaults to a public, active, general bulletin published immediately and permanent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<BulletinFormDialog opened saving={false} onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Title/), 'Ramp safety');
    await userEvent.type(screen.getByLabelText(/Content/), 'Wear your vest.');
    expect(screen.getByText('Leave empty to publish immediately')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Bulletin' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Ramp safety',
        content: 'Wear your vest.',
        type: 'general',
        isPublic: true,
        isActive: true,
        draft: false,
        publishedAt: '',
        expiresAt: '',
      }),
    );
  });

  it('refuses an expiry before the publish date, and shows the server’s field messages', async () => {
    const onSubmit = vi.fn(async () => ({ title: 'Title must be at most 200 characters' }));
    renderWithProviders(<BulletinFormDialog opened saving={false} onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Title/), 'T');
    await userEvent.type(screen.getByLabelText(/Content/), 'C');
    await userEvent.type(screen.getByLabelText('Publish date'), '2026-03-10T10:00');
    await userEvent.type(screen.getByLabelText('Expiration date'), '2026-03-09T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create Bulletin' }));
    expect(await screen.findByText('Expiration date must be after the publish date')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Expiration date'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Bulletin' }));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
  });

  it('opens an existing bulletin for editing with its values, a draft ticked as draft', () => {
    renderWithProviders(
      <BulletinFormDialog
        opened
        saving={false}
        bulletin={{
          title: 'Deicing',
          content: 'TBD',
          type: 'training',
          isPublic: false,
          isActive: true,
          publishedAt: null,
          expiresAt: null,
        }}
        onSubmit={vi.fn()}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Bulletin' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('Deicing');
    expect(screen.getByLabelText('Save as draft (not published)')).toBeChecked();
    expect(screen.getByRole('switch', { name: /Public/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('converts between the local date field and ISO instants', () => {
    const iso = fromLocalInput('2026-03-10T09:30');
    expect(iso).toBe(new Date('2026-03-10T09:30').toISOString());
    expect(toLocalInput(iso)).toBe('2026-03-10T09:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
