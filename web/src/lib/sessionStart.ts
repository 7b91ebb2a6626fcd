import { BrandingDocument, HomeAnnouncementsDocument, MeDocument } from '@/gql/signed-out/graphql';
import { post, request } from './sessionClient';

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

// The home's announcements (its largest paint), asked for by the page's first script as soon as the server has said
// who is signed in, not after Apollo Client has downloaded: the response is kept for that member's Apollo Client
// (app/SignedIn.tsx), whose first HomeAnnouncements request takes it instead of asking again.
let homeAnnouncements: { userId: string; response: Promise<Response | null> } | undefined;

/** Asks for the home's announcements for the member the session's answer named (src/session.ts, on /). */
export function prefetchHomeAnnouncements(userId: string) {
  // No answer: Apollo Client asks itself.
  homeAnnouncements ??= { userId, response: post(HomeAnnouncementsDocument).catch(() => null) };
}

/**
 * The early answer, once, for this member's client; after a sign-out nothing asked for the previous member is
 * handed to the next one.
 */
export function takeHomeAnnouncements(userId: string): Promise<Response | null> | undefined {
  const early = homeAnnouncements;
  homeAnnouncements = undefined;
  return early?.userId === userId ? early.response : undefined;
}
