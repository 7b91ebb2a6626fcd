import { PlaceholderPage } from '../../components/PlaceholderPage';

export function EmailAllowlistPage() {
  return <PlaceholderPage title="Email Allowlist" description="Who may register." />;
}
