import { PlaceholderPage } from '../../components/PlaceholderPage';

export function AdminPanelPage() {
  return <PlaceholderPage title="Admin Panel" description="Tools for the local's administrators." />;
}
