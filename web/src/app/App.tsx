import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Splash } from '@/features/auth/components/Splash/Splash';
import { NewestToastWins } from './NewestToastWins';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

// Light by default, the choice remembered locally.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });

/**
 * One toast at a time, 5 s by default. On a phone they come from the bottom: at the top they covered a
 * dialog's title, close button and progress (the meeting wizard) for five seconds. The toasts sit in one labelled
 * region, which F8 focuses from anywhere (a keyboard or screen reader user reaches a toast and its close button).
 */
function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      // Only to a toast that is there: an empty region has nothing to read and nowhere to show focus.
      if (!region.current?.querySelector('[role="alert"]')) return;
      event.preventDefault();
      region.current.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section ref={region} aria-label="Notifications (F8)" tabIndex={-1} className="toast-region">
      <Notifications limit={1} autoClose={5000} position={phone ? 'bottom-center' : 'top-right'} withinPortal={false} />
    </section>
  );
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
