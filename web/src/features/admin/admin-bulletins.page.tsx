import { PlaceholderPage } from '../../components/PlaceholderPage';

export function BulletinManagementPage() {
  return <PlaceholderPage title="Bulletin Management" description="Create, edit and delete bulletins." />;
}
