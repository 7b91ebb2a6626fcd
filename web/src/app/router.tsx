import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '@/lib/sessionStore';
import { AuthScreen } from '@/features/auth/components/AuthScreen/AuthScreen';
import { NotFoundPage } from '@/features/static/not-found.page';

// Pages load on first visit: a phone on the ramp downloads only the shell and the page it opens. The sign-in screen
// is in the entry chunk (a visitor's first paint waits for nothing else); the signed-in shell, Apollo Client (which
// comes with it, ./SignedIn) and the home are not (a visitor never needs them). Opening the home, all are fetched
// together, and the shell appears with the home in it: no 'Loading' in the middle of the page that the home then
// pushes the footer away from (a layout shift).
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
// The shell's code is asked for with Apollo Client's, not after it.
const SignedIn = lazy(() => {
  void loadShell().catch(() => {});
  return import('./SignedIn').then((m) => ({ default: m.SignedIn }));
});
// The admin guard reads the member from Apollo Client's cache: it comes with the signed-in side, not the sign-in page.
const AdminGuard = lazy(() => import('./guards/AdminGuard').then((m) => ({ default: m.AdminGuard })));
const AdminContractPage = lazy(() => import('@/features/contract/admin-contract.page').then((m) => ({ default: m.AdminContractPage })));
const AdminPanelPage = lazy(() => import('@/features/admin/admin.page').then((m) => ({ default: m.AdminPanelPage })));
const BulletinManagementPage = lazy(() =>
  import('@/features/bulletins/admin-bulletins.page').then((m) => ({ default: m.BulletinManagementPage })),
);
const EmailAllowlistPage = lazy(() => import('@/features/allowlist/allowlist.page').then((m) => ({ default: m.EmailAllowlistPage })));
const MemberManagementPage = lazy(() =>
  import('@/features/stewards/admin-stewards.page').then((m) => ({ default: m.MemberManagementPage })),
);
const TrainingSchedulePage = lazy(() => import('@/features/admin/training.page').then((m) => ({ default: m.TrainingSchedulePage })));
const BulletinsPage = lazy(() => import('@/features/bulletins/bulletins.page').then((m) => ({ default: m.BulletinsPage })));
const ContractPage = lazy(() => import('@/features/contract/contract.page').then((m) => ({ default: m.ContractPage })));
const EducationPage = lazy(() => import('@/features/education/education.page').then((m) => ({ default: m.EducationPage })));
const MyMeetingsPage = lazy(() => import('@/features/meetings/meetings.page').then((m) => ({ default: m.MyMeetingsPage })));
const MyGrievancesPage = lazy(() => import('@/features/grievances/my-grievances.page').then((m) => ({ default: m.MyGrievancesPage })));
const JournalPage = lazy(() => import('@/features/journal/journal.page').then((m) => ({ default: m.JournalPage })));
const ProfilePage = lazy(() => import('@/features/profile/profile.page').then((m) => ({ default: m.ProfilePage })));
const ResourcesPage = lazy(() => import('@/features/resources/resources.page').then((m) => ({ default: m.ResourcesPage })));
const PrivacyPage = lazy(() => import('@/features/static/privacy.page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('@/features/static/terms.page').then((m) => ({ default: m.TermsPage })));
const StewardsPage = lazy(() => import('@/features/stewards/stewards.page').then((m) => ({ default: m.StewardsPage })));
const TrackingPage = lazy(() => import('@/features/tracking/tracking.page').then((m) => ({ default: m.TrackingPage })));

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
