import { PlaceholderPage } from '../../components/PlaceholderPage';

export function MemberManagementPage() {
  return <PlaceholderPage title="Member Management" description="Manage members and shop stewards." />;
}
