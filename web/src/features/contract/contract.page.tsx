import { PlaceholderPage } from '../../components/PlaceholderPage';

export function ContractPage() {
  return <PlaceholderPage title="Contract Assistant" description="Ask what your contract says." />;
}
