import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EventFormModal } from './EventFormModal';

describe('EventFormModal', () => {
  it('requires an event title', async () => {
    renderWithProviders(<EventFormModal opened onClose={() => {}} onCreated={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event title is required')).toBeInTheDocument();
  });

  it('is not closed by Escape once something is typed (only by Cancel)', async () => {
    const onClose = vi.fn();
    renderWithProviders(<EventFormModal opened onClose={onClose} onCreated={() => {}} />);
    await userEvent.type(await screen.findByLabelText(/Description/), 'Gate C14, 06:40, the belt kept running');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
