import { PlaceholderPage } from '@/components/PlaceholderPage';

export function TrainingSchedulePage() {
  return <PlaceholderPage title="Training Schedule" description="Training sessions for members." />;
}
