import { ApolloProvider } from '@apollo/client/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

/**
 * SPEC 9: one toast at a time, 5 s by default. On a phone they come from the bottom: at the top they covered a
 * dialog's title, close button and progress (the meeting wizard) for five seconds.
 */
function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  return <Notifications limit={1} autoClose={5000} position={phone ? 'bottom-center' : 'top-right'} />;
}

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
        <Toasts />
        <NewestToastWins />
        <Splash />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </ApolloProvider>
  );
}
