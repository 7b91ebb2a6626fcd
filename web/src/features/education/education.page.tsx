import { PlaceholderPage } from '@/components/PlaceholderPage';

export function EducationPage() {
  return <PlaceholderPage title="Education Hub" description="Learn your rights and how the contract works." />;
}
