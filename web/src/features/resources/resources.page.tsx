import { PlaceholderPage } from '@/components/PlaceholderPage';

export function ResourcesPage() {
  return <PlaceholderPage title="Union Resources" description="Union documents and helpful links." />;
}
