import { startSession } from './lib/sessionStart';

// The page's first script (a second entry, put before main.tsx's by vite.config.ts): a few kilobytes that ask the
// server who is signed in and the local's names while React, Mantine and the screens (main.tsx) download, so that
// a phone on a slow network has the answers when the code arrives instead of asking after it.
startSession();
