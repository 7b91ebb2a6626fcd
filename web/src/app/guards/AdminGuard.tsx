import { RoleGuard } from './RoleGuard';

const REFUSAL = { title: 'Administrator Access Required', text: 'You need administrator privileges to access this page.' };

/** The admin pages: administrators and the super-administrator. */
export function AdminGuard() {
  return <RoleGuard allows={(user) => user.isAdmin || user.isSuperAdmin} refusal={REFUSAL} />;
}
