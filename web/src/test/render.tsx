import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/app/theme';

/** Renders a component with the app's providers: Mantine, notifications, a router and mocked GraphQL. */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/' }: { mocks?: MockedResponse[]; route?: string } = {}) {
  return render(
    <MockedProvider mocks={mocks}>
      <MantineProvider theme={theme}>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}
