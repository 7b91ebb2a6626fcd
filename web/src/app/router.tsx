import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, startTransition, useEffect, useReducer, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { memberNamedByPage } from '@/lib/sessionStart';
import { useSession } from '@/lib/sessionStore';
import { NotFoundPage } from '@/features/static/not-found.page';

// Pages load on first visit: a phone on the ramp downloads only the shell and the page it opens. The sign-in screen
// and the signed-in side (the shell, the home) are chunks of their own: each is fetched at once by the page that needs
// it, the sign-in screen by the page as built (vite.config.ts links it), the signed-in side by the page's first script
// (session.ts) when the page names a member, and a member's page is served without the sign-in screen's links
// (graphql-server/src/http/app-page.ts). Apollo Client comes with every other signed-in page (withApollo below), not
// with the shell or the home.

/**
 * A lazy component that renders at once when its code has arrived: given a thenable that has already settled,
 * React.lazy does not suspend. A suspended boundary shows its fallback and React then holds the content back until
 * 300 ms after that fallback appeared, which on the home was 300 ms more before the announcements painted.
 */
function preloadable<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
    return loading;
  };
  const Component = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }));
    const component = loaded;
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is what lets React.lazy skip the fallback
      then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return { Component, preload, isLoaded: () => loaded !== undefined };
}

const homePage = preloadable(
  () => import('@/features/home/home.page'),
  (m) => m.HomePage,
);
const HomePage = homePage.Component;
const appLayout = preloadable(
  () => import('./shell/AppLayout'),
  (m) => m.AppLayout,
);
const AppLayout = appLayout.Component;
const signedIn = preloadable(
  () => import('./SignedIn'),
  (m) => m.SignedIn,
);
const SignedIn = signedIn.Component;
const authScreen = preloadable(
  () => import('@/features/auth/components/AuthScreen/AuthScreen'),
  (m) => m.AuthScreen,
);
const AuthScreen = authScreen.Component;
/**
 * The code of the first screen, when it is known before the session's answer: a page that names no member is most
 * likely a visitor's, and its sign-in screen (which the page links, so it is already on its way) is awaited before the
 * app's first render (main.tsx): that render is then the screen itself, not a loader first. Settles either way.
 */
export function firstScreenCode(): Promise<unknown> {
  if (memberNamedByPage()) return Promise.resolve();
  return authScreen.preload().catch(() => undefined);
}

/** The code each screen needs before it can appear: the signed-in side's (the shell, and on / the home), the sign-in screen's. */
type Screen = 'signed-in' | 'sign-in';
const partsOf = (screen: Screen) =>
  screen === 'sign-in' ? [authScreen] : window.location.pathname === '/' ? [signedIn, appLayout, homePage] : [signedIn, appLayout];

/**
 * Whether the code of the screen to show is here; asked for once the screen is known. Until then the page keeps its
 * loader, and the screen then appears whole: no suspended boundary (and its held-back reveal), no 'Loading' in the
 * middle of the page that the home then pushes the footer away from (a layout shift). If the code cannot be fetched,
 * the lazy components are left to report it.
 */
function useCodeOf(screen: Screen | undefined): boolean {
  const arrived = screen === undefined || partsOf(screen).every((part) => part.isLoaded());
  const [failed, setFailed] = useState(false);
  const [, settled] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (screen === undefined || arrived) return;
    let current = true;
    Promise.all(partsOf(screen).map((part) => part.preload())).then(
      // A transition: React renders the screen in slices, yielding to the browser between them, instead of one long
      // task that a tap would wait behind.
      () => current && startTransition(() => settled()),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [screen, arrived]);
  return arrived || failed;
}

/**
 * A signed-in page other than the home: it comes with Apollo Client and the member's client (lib/memberApollo.tsx),
 * fetched together with the page's code; the home's first screen runs without them.
 */
function withApollo<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), import('@/lib/memberApollo')]).then(([Page, { WithMemberApollo }]) => ({
      default: (props: P) => (
        <WithMemberApollo>
          <Page {...props} />
        </WithMemberApollo>
      ),
    })),
  );
}
// The admin guard reads the member from Apollo Client's cache: it comes with the signed-in side, not the sign-in page.
const AdminGuard = withApollo(() => import('./guards/AdminGuard').then((m) => m.AdminGuard));
const UnionDeskGuard = withApollo(() => import('./guards/UnionDeskGuard').then((m) => m.UnionDeskGuard));
const CaseQueuePage = withApollo(() => import('@/features/cases/cases.page').then((m) => m.CaseQueuePage));
const CasePage = withApollo(() => import('@/features/cases/case.page').then((m) => m.CasePage));
const GrievanceProcedurePage = withApollo(() => import('@/features/cases/procedure.page').then((m) => m.GrievanceProcedurePage));
const AdminContractPage = withApollo(() => import('@/features/contract/admin-contract.page').then((m) => m.AdminContractPage));
const AdminPanelPage = withApollo(() => import('@/features/admin/admin.page').then((m) => m.AdminPanelPage));
const BulletinManagementPage = withApollo(() => import('@/features/bulletins/admin-bulletins.page').then((m) => m.BulletinManagementPage));
const EmailAllowlistPage = withApollo(() => import('@/features/allowlist/allowlist.page').then((m) => m.EmailAllowlistPage));
const MemberManagementPage = withApollo(() => import('@/features/members/members.page').then((m) => m.MemberManagementPage));
const TrainingSchedulePage = withApollo(() => import('@/features/admin/training.page').then((m) => m.TrainingSchedulePage));
const BulletinsPage = withApollo(() => import('@/features/bulletins/bulletins.page').then((m) => m.BulletinsPage));
const ContractPage = withApollo(() => import('@/features/contract/contract.page').then((m) => m.ContractPage));
const EducationPage = withApollo(() => import('@/features/education/education.page').then((m) => m.EducationPage));
const MyMeetingsPage = withApollo(() => import('@/features/meetings/meetings.page').then((m) => m.MyMeetingsPage));
const MyGrievancesPage = withApollo(() => import('@/features/grievances/my-grievances.page').then((m) => m.MyGrievancesPage));
const JournalPage = withApollo(() => import('@/features/journal/journal.page').then((m) => m.JournalPage));
const ProfilePage = withApollo(() => import('@/features/profile/profile.page').then((m) => m.ProfilePage));
const ResourcesPage = withApollo(() => import('@/features/resources/resources.page').then((m) => m.ResourcesPage));
const PrivacyPage = lazy(() => import('@/features/static/privacy.page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('@/features/static/terms.page').then((m) => ({ default: m.TermsPage })));
const StewardsPage = withApollo(() => import('@/features/stewards/stewards.page').then((m) => m.StewardsPage));
const TrackingPage = withApollo(() => import('@/features/tracking/tracking.page').then((m) => m.TrackingPage));

function FullPageLoader() {
  return (
    <Center h="100dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Signed in: the page inside the shell. Signed out: the auth screen, or the page alone when it is public. */
function Shell({ publicPage }: { publicPage?: ReactNode }) {
  // The session and the local's names are asked for together (lib/sessionStore.ts): the names are in the first
  // screen's text (sign-in header, home banner), and waiting for them keeps that text from re-wrapping and shifting
  // the page when they arrive.
  const session = useSession();
  const codeArrived = useCodeOf(session.loading ? undefined : session.user ? 'signed-in' : publicPage ? undefined : 'sign-in');
  if (session.loading || !codeArrived) return <FullPageLoader />;
  if (!session.user) return <Suspense fallback={<FullPageLoader />}>{publicPage ?? <AuthScreen />}</Suspense>;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SignedIn session={session} layout={(user) => <AppLayout user={user} />} />
    </Suspense>
  );
}

// The route table.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<HomePage />} />
        <Route path="shop-stewards" element={<StewardsPage />} />
        <Route path="contract" element={<ContractPage />} />
        <Route path="tracking" element={<TrackingPage />} />
        <Route path="education" element={<EducationPage />} />
        <Route path="grievances" element={<JournalPage />} />
        <Route path="my-grievances" element={<MyGrievancesPage />} />
        <Route path="my-grievances/meetings" element={<MyMeetingsPage />} />
        <Route path="bulletins" element={<BulletinsPage />} />
        <Route path="resources" element={<ResourcesPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="cases" element={<UnionDeskGuard />}>
          <Route index element={<CaseQueuePage />} />
          <Route path="procedure" element={<AdminGuard />}>
            <Route index element={<GrievanceProcedurePage />} />
          </Route>
          <Route path=":id" element={<CasePage />} />
        </Route>
        <Route path="admin" element={<AdminGuard />}>
          <Route index element={<AdminPanelPage />} />
          <Route path="bulletins" element={<BulletinManagementPage />} />
          <Route path="allowlist" element={<EmailAllowlistPage />} />
          <Route path="members" element={<MemberManagementPage />} />
          <Route path="training" element={<TrainingSchedulePage />} />
          <Route path="contract" element={<AdminContractPage />} />
        </Route>
      </Route>
      <Route path="terms" element={<Shell publicPage={<TermsPage />} />}>
        <Route index element={<TermsPage />} />
      </Route>
      <Route path="privacy" element={<Shell publicPage={<PrivacyPage />} />}>
        <Route index element={<PrivacyPage />} />
      </Route>
      <Route path="*" element={<Shell publicPage={<NotFoundPage />} />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
