import { PlaceholderPage } from '@/components/PlaceholderPage';

export function MyGrievancesPage() {
  return <PlaceholderPage title="My Grievances" description="The grievances you have filed and their images." />;
}
