import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailAllowlistEntry } from '../allowlist/allowlist.entity.js';
import { Bulletin } from '../bulletins/bulletin.entity.js';
import { ShopSteward } from '../stewards/steward.entity.js';
import { User } from '../../auth/user.entity.js';
import { AdminOverview } from './admin-overview.type.js';

export async function adminOverview(em: EntityManager): Promise<AdminOverview> {
  const [members, administrators, activeStewards, activeBulletins, allowlistedEmails, activeAllowlistedEmails] = await Promise.all([
    em.count(User, {}),
    em.count(User, { $or: [{ isAdmin: true }, { isSuperAdmin: true }] }),
    em.count(ShopSteward, { isActive: true }),
    em.count(Bulletin, { isActive: true }),
    em.count(EmailAllowlistEntry, {}),
    em.count(EmailAllowlistEntry, { isActive: true }),
  ]);
  return Object.assign(new AdminOverview(), {
    members,
    administrators,
    activeStewards,
    activeBulletins,
    allowlistedEmails,
    activeAllowlistedEmails,
  });
}
