import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '@/lib/sessionStore';
import { AuthScreen } from '@/features/auth/components/AuthScreen/AuthScreen';
import { NotFoundPage } from '@/features/static/not-found.page';

// Pages load on first visit: a phone on the ramp downloads only the shell and the page it opens. The sign-in screen
// is in the entry chunk (a visitor's first paint waits for nothing else); the signed-in shell and the home are not (a
// visitor never needs them). Opening the home, both are fetched together, and the shell appears with the home in it:
// no 'Loading' in the middle of the page that the home then pushes the footer away from (a layout shift). Apollo
// Client comes with every other signed-in page (withApollo below), not with the shell or the home.
let homeModule: typeof import('@/features/home/home.page') | undefined;
let homeLoading: Promise<unknown> | undefined;
const loadHomePage = () => {
  homeLoading ??= import('@/features/home/home.page').then((m) => {
    homeModule = m;
  });
  return homeLoading;
};
const HomePage = lazy(() => {
  const loaded = homeModule?.HomePage;
  if (!loaded) return loadHomePage().then(() => ({ default: (homeModule as NonNullable<typeof homeModule>).HomePage }));
  // Already here (fetched with the shell): React.lazy reads a thenable that settles synchronously without suspending.
  const ready = {
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is what lets React.lazy skip the fallback
    then: (resolve: (m: { default: typeof loaded }) => void) => resolve({ default: loaded }),
  };
  return ready as unknown as Promise<{ default: typeof loaded }>;
});
let shellLoading: Promise<[typeof import('./shell/AppLayout'), unknown]> | undefined;
const loadShell = () => {
  shellLoading ??= Promise.all([import('./shell/AppLayout'), window.location.pathname === '/' ? loadHomePage() : undefined]);
  return shellLoading;
};
const AppLayout = lazy(() => loadShell().then(([m]) => ({ default: m.AppLayout })));
// The shell's code is asked for with the signed-in side's, not after it.
const SignedIn = lazy(() => {
  void loadShell().catch(() => {});
  return import('./SignedIn').then((m) => ({ default: m.SignedIn }));
});
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
const AdminContractPage = withApollo(() => import('@/features/contract/admin-contract.page').then((m) => m.AdminContractPage));
const AdminPanelPage = withApollo(() => import('@/features/admin/admin.page').then((m) => m.AdminPanelPage));
const BulletinManagementPage = withApollo(() => import('@/features/bulletins/admin-bulletins.page').then((m) => m.BulletinManagementPage));
const EmailAllowlistPage = withApollo(() => import('@/features/allowlist/allowlist.page').then((m) => m.EmailAllowlistPage));
const MemberManagementPage = withApollo(() => import('@/features/stewards/admin-stewards.page').then((m) => m.MemberManagementPage));
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
  if (session.loading) return <FullPageLoader />;
  if (!session.user) return <Suspense fallback={<FullPageLoader />}>{publicPage ?? <AuthScreen />}</Suspense>;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SignedIn session={session} layout={(user) => <AppLayout user={user} />} />
    </Suspense>
  );
}

// SPEC 2, route table.
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
