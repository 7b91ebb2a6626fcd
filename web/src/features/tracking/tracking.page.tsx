import { PlaceholderPage } from '@/components/PlaceholderPage';

export function TrackingPage() {
  return <PlaceholderPage title="My Tracking" description="Attendance, training and requirements." />;
}
