import { PlaceholderPage } from '../../components/PlaceholderPage';

export function StewardsPage() {
  return <PlaceholderPage title="Shop Steward Directory" description="Find and contact your shop stewards." />;
}
