import { memberNamedByPage, prefetchHomeAnnouncements, startSession } from './lib/sessionStart';

// The page's first script (a second entry, put before main.tsx's by vite.config.ts): a few kilobytes that ask the
// server who is signed in and the local's names while React, Mantine and the screens (main.tsx) download, so that
// a phone on a slow network has the answers when the code arrives instead of asking after it.
const answers = startSession();

const script = document.querySelector<HTMLScriptElement>('script[data-signed-in]');
const home = window.location.pathname === '/';

/**
 * The signed-in side's files (the shell and, on /, the home, elsewhere Apollo Client; their names are in this script's
 * tag, written by vite.config.ts), fetched while the app's script is still downloading instead of after it has run and
 * rendered the route (the router's import() then finds them here). Fetched, not run: until the app runs they change
 * nothing.
 */
function preloadSignedInFiles(script: HTMLScriptElement) {
  // The home's first screen runs without Apollo Client; every other signed-in page needs it.
  const files = `${script.dataset.signedIn ?? ''} ${(home ? script.dataset.home : script.dataset.apollo) ?? ''}`;
  for (const href of files.split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// A page served to a live session names its member (graphql-server/src/http/app-page.ts): the home's announcements
// (its largest paint) and the signed-in side's files are asked for at once, beside the session's questions, not after
// their answer (on a phone the answer came while the app's script was still downloading, but the page could not act
// on it until that script had run). The announcements are kept for that member only: the session's answer must name
// the same one (lib/sessionStart.ts). A page without a name waits for the answer; a visitor downloads none of it.
const namedMember = memberNamedByPage();
if (namedMember) {
  if (home) prefetchHomeAnnouncements(namedMember);
  if (script) preloadSignedInFiles(script);
} else if (script) {
  answers.then(([user]) => {
    if (!user) return;
    if (home) prefetchHomeAnnouncements(user.id);
    preloadSignedInFiles(script);
  });
}
