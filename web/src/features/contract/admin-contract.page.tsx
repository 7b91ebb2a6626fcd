import { PlaceholderPage } from '../../components/PlaceholderPage';

export function AdminContractPage() {
  return <PlaceholderPage title="Contract Import" description="Import the collective bargaining agreement." />;
}
