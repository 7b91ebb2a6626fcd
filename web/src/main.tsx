// Only the styles of what the signed-out screens show (sign in, the splash, the toasts, Terms, Privacy, 404), in the
// order of Mantine's styles.css: the first paint waits for about a fifth of it. The whole of it comes with the
// Register form and with the signed-in shell (./app/SignedIn), where the same rules again change nothing.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstScreenCode } from './app/router';
import { loadSession } from './lib/sessionStore';

// Who is signed in and the local's names: asked by the page's first, small script (./session.ts) while this one was
// downloading; here their answers are awaited (or, in development, asked for).
loadSession();

const root = document.getElementById('root');
if (root) {
  // Once the first screen's code is here when it is known (app/router.tsx), and as a transition: React renders the
  // first screen in slices, yielding to the browser between them, instead of one long task after this script's own
  // evaluation (on a slow phone that task alone was most of the sign-in page's blocking time).
  void firstScreenCode().then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}
