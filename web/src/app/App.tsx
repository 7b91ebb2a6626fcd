import { ApolloProvider } from '@apollo/client/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Splash } from '@/features/auth/components/Splash/Splash';
import { createApolloClient } from '@/lib/apollo';
import { NewestToastWins } from './NewestToastWins';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

// SPEC 1/9: light by default, the choice remembered locally.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });

export function App() {
  const [client] = useState(() => createApolloClient());
  return (
    <ApolloProvider client={client}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={colorSchemeManager}
      >
        {/* SPEC 9: one toast at a time, 5 s by default. */}
        <Notifications limit={1} autoClose={5000} position="top-right" />
        <NewestToastWins />
        <Splash />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </ApolloProvider>
  );
}
