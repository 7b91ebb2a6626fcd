import { PlaceholderPage } from '../../components/PlaceholderPage';

export function JournalPage() {
  return <PlaceholderPage title="Workplace Journal" description="A dated record of workplace incidents, witnesses and photos." />;
}
