import { RoleGuard } from './RoleGuard';

const REFUSAL = { title: 'Steward Access Required', text: 'You need to be a shop steward or an officer to open the Union Desk.' };

/** The Union Desk: shop stewards and officers (administrators) work cases. */
export function UnionDeskGuard() {
  return <RoleGuard allows={(user) => user.isSteward || user.isAdmin || user.isSuperAdmin} refusal={REFUSAL} />;
}
