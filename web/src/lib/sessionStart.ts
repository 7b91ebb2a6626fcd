import { BrandingDocument, HomeAnnouncementsDocument, type HomeAnnouncementsQuery, MeDocument } from '@/gql/signed-out/graphql';
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
/**
 * The member the page names, when the server served it to a live session (graphql-server/src/http/app-page.ts);
 * undefined on a visitor's page.
 */
export function memberNamedByPage(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="union-member"]')?.content;
}

export function startSession() {
  answers ??= Promise.all([askMe(), askBranding()]);
  return answers;
}

// The home's announcements (its largest paint), asked for by the page's first script as soon as the server has said
// who is signed in, not after Apollo Client has downloaded. The answer is read here as soon as it arrives, so that the
// member's Apollo Client (app/SignedIn.tsx), made later, finds it ready and writes it into its cache before the shell's
// first render: the home then paints its cards in that render, not the skeleton first and the cards a frame later.
export interface EarlyHomeAnnouncements {
  /** The answer's data; null when the request failed (Apollo Client then asks itself). */
  data: Promise<HomeAnnouncementsQuery | null>;
  /** The same data once it has arrived (undefined while it is on its way). */
  arrived?: HomeAnnouncementsQuery | null;
}
let homeAnnouncements: (EarlyHomeAnnouncements & { userId: string }) | undefined;

/** Asks for the home's announcements for the member the session's answer named (src/session.ts, on /). */
export function prefetchHomeAnnouncements(userId: string) {
  if (homeAnnouncements) return;
  // No answer, or GraphQL errors: null, and Apollo Client asks itself.
  const data = request(HomeAnnouncementsDocument).catch(() => null);
  const early: EarlyHomeAnnouncements & { userId: string } = { userId, data };
  data.then((value) => {
    early.arrived = value;
  });
  homeAnnouncements = early;
}

/**
 * The early answer, once, for this member's client; after a sign-out nothing asked for the previous member is
 * handed to the next one.
 */
export function takeHomeAnnouncements(userId: string): EarlyHomeAnnouncements | undefined {
  const early = homeAnnouncements;
  homeAnnouncements = undefined;
  return early?.userId === userId ? early : undefined;
}
