import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { BrowserRouter } from 'react-router-dom';
import { Splash } from '@/features/auth/components/Splash/Splash';
import { NewestToastWins } from './NewestToastWins';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

// Light by default, the choice remembered locally.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });

/**
 * One toast at a time, 5 s by default. On a phone they come from the bottom: at the top they covered a
 * dialog's title, close button and progress (the meeting wizard) for five seconds.
 */
function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  return <Notifications limit={1} autoClose={5000} position={phone ? 'bottom-center' : 'top-right'} />;
}

// Apollo Client is not here: it comes with the signed-in shell (./SignedIn); the signed-out screens ask the server with
// a plain fetch (lib/sessionClient.ts).
export function App() {
  return (
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
  );
}
