import { BrandingDocument, MeDocument } from '@/gql/signed-out/graphql';
import { request } from './sessionClient';

// Who is signed in and the local's names, asked for by the page's first, smallest script (src/session.ts), while the
// screens' code (main.tsx: React, Mantine) is still downloading: a phone on a slow network gets the answers and the
// code at about the same time, not one after the other. No React here (it would come with that small script).

let answers: Promise<[user: Awaited<ReturnType<typeof askMe>>, branding: Awaited<ReturnType<typeof askBranding>>]> | undefined;

const askMe = () =>
  request(MeDocument).then(
    (data) => data.me ?? null,
    // No answer: the sign-in screen (as when no one is signed in).
    () => null,
  );
const askBranding = () =>
  request(BrandingDocument).then(
    (data) => data.branding,
    // No answer: the default names (lib/sessionStore.ts).
    () => null,
  );

/** Both questions, asked once, at the same time. */
export function startSession() {
  answers ??= Promise.all([askMe(), askBranding()]);
  return answers;
}
