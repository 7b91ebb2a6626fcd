import { PlaceholderPage } from '../../components/PlaceholderPage';

export function BulletinsPage() {
  return <PlaceholderPage title="Bulletins" description="News and announcements from your local." />;
}
