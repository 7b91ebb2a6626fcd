import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewestToastWins } from './NewestToastWins';

describe('NewestToastWins', () => {
  it('shows the newest toast at once instead of queueing it behind the current one', async () => {
    render(
      <MantineProvider>
        <Notifications limit={1} />
        <NewestToastWins />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ title: 'Participant added', message: 'one' });
    });
    expect(await screen.findByText('Participant added')).toBeInTheDocument();
    act(() => {
      notifications.show({ title: 'Auto-save Failed', message: 'Failed to save changes automatically' });
    });
    expect(await screen.findByText('Auto-save Failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Participant added')).toBeNull());
  });
});
