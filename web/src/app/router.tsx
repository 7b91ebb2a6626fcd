import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminContractPage } from '../features/contract/admin-contract.page';
import { AdminPanelPage } from '../features/admin/admin.page';
import { BulletinManagementPage } from '../features/admin/admin-bulletins.page';
import { EmailAllowlistPage } from '../features/admin/allowlist.page';
import { MemberManagementPage } from '../features/admin/members.page';
import { TrainingSchedulePage } from '../features/admin/training.page';
import { useCurrentUser } from '../features/auth/api/useAuth';
import { AuthScreen } from '../features/auth/components/AuthScreen/AuthScreen';
import { BulletinsPage } from '../features/bulletins/bulletins.page';
import { ContractPage } from '../features/contract/contract.page';
import { EducationPage } from '../features/education/education.page';
import { MyGrievancesPage } from '../features/grievances/my-grievances.page';
import { HomePage } from '../features/home/home.page';
import { JournalPage } from '../features/journal/journal.page';
import { ProfilePage } from '../features/profile/profile.page';
import { ResourcesPage } from '../features/resources/resources.page';
import { NotFoundPage } from '../features/static/not-found.page';
import { PrivacyPage } from '../features/static/privacy.page';
import { TermsPage } from '../features/static/terms.page';
import { StewardsPage } from '../features/stewards/stewards.page';
import { TrackingPage } from '../features/tracking/tracking.page';
import { AdminGuard } from './guards/AdminGuard';
import { AppLayout } from './shell/AppLayout';

function FullPageLoader() {
  return (
    <Center h="100dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Signed in: the page inside the shell. Signed out: the auth screen, or the page alone when it is public. */
function Shell({ publicPage }: { publicPage?: ReactNode }) {
  const { user, loading } = useCurrentUser();
  if (loading) return <FullPageLoader />;
  if (!user) return publicPage ?? <AuthScreen />;
  return <AppLayout user={user} />;
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
