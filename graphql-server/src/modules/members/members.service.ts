import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type MemberFilters, MEMBER_MESSAGES, memberFilterSchema, memberUpdateSchema } from '@union/rules/members';
import type { PageArgs } from '@union/rules/pagination';
import { Session } from '../../auth/session.entity.js';
import { User } from '../../auth/user.entity.js';
import { parseId } from '../../db/find.js';
import { findPage, type Keyset, orderByOf, type Page } from '../../db/keyset.js';
import { escapeLike } from '../../db/like.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { ShopSteward } from '../stewards/steward.entity.js';
import { inDirectorySpelling } from '../stewards/stewards.service.js';
import { revokeAllAccessTokens } from '../tokens/tokens.service.js';
import { type MemberFieldChange, MemberChange } from './member-change.entity.js';
import { Member, MemberChangeRecord, MemberDetails, MEMBER_HISTORY_SHOWN } from './member.types.js';

/** By last name, then first name; the id decides between namesakes. */
const MEMBER_ORDER: Keyset<User> = {
  name: 'members',
  keys: [
    { field: 'lastName', direction: 'asc', type: 'text' },
    { field: 'firstName', direction: 'asc', type: 'text' },
    { field: 'id', direction: 'asc', type: 'uuid' },
  ],
};

/** A member's history, newest first; the id decides between changes made in the same millisecond. */
const CHANGE_ORDER: Keyset<MemberChange> = {
  name: 'member-changes',
  keys: [
    { field: 'at', direction: 'desc', type: 'timestamp' },
    { field: 'id', direction: 'desc', type: 'uuid' },
  ],
};

const SEARCHED_FIELDS = ['username', 'firstName', 'lastName', 'employeeNumber'] as const;

// The entity's filter type cannot be built up field by field generically.
type UserFilter = any;

/** The list's condition: every word of the search in one of the searched fields, and each filter given. */
async function memberWhere(em: EntityManager, filters: MemberFilters): Promise<UserFilter> {
  const conditions: UserFilter[] = [];
  for (const word of filters.search?.split(/\s+/).filter(Boolean) ?? []) {
    conditions.push({ $or: SEARCHED_FIELDS.map((field) => ({ [field]: { $ilike: `%${escapeLike(word)}%` } })) });
  }
  if (filters.status) conditions.push({ isActive: filters.status === 'active' });
  if (filters.role === 'admin') conditions.push({ $or: [{ isAdmin: true }, { isSuperAdmin: true }] });
  if (filters.role === 'steward') conditions.push({ isSteward: true });
  if (filters.role === 'member') conditions.push({ isSteward: false, isAdmin: false, isSuperAdmin: false });
  if (filters.department) {
    // A member of the department, or the steward who covers it. The directory is small: its linked accounts in that
    // department are read first.
    const rows = await em.execute<{ user_id: string }[]>('select user_id from shop_stewards where department = ? and user_id is not null', [
      filters.department,
    ]);
    const ids = rows.map((row) => row.user_id);
    conditions.push(ids.length ? { $or: [{ department: filters.department }, { id: { $in: ids } }] } : { department: filters.department });
  }
  return conditions.length ? { $and: conditions } : {};
}

/** Each member with their linked steward directory record (one query for the whole list). */
async function withStewardRecords(em: EntityManager, users: User[]): Promise<Member[]> {
  if (users.length === 0) return [];
  const records = await em.find(ShopSteward, { user: { $in: users.map((user) => user.id) } });
  const byUser = new Map(records.map((record) => [record.user?.id, record]));
  return users.map((user) => Member.of(user, byUser.get(user.id) ?? null));
}

export async function listMembers(em: EntityManager, filters: unknown): Promise<Member[]> {
  const where = await memberWhere(em, parseInput(memberFilterSchema, filters));
  return withStewardRecords(em, await em.find(User, where, { orderBy: orderByOf(MEMBER_ORDER) }));
}

/** One page of listMembers: the same rows in the same order. */
export async function listMembersPage(em: EntityManager, filters: unknown, page: PageArgs): Promise<Page<Member>> {
  const where = await memberWhere(em, parseInput(memberFilterSchema, filters));
  const found = await findPage(em, User, where, MEMBER_ORDER, page);
  return { ...found, items: await withStewardRecords(em, found.items) };
}

/**
 * One member: profile summary, roles, access, the linked steward record and the latest changes made to them, with
 * where the older ones start.
 */
export async function getMember(em: EntityManager, id: unknown): Promise<MemberDetails> {
  const memberId = parseId(id, 'Member');
  const user = await em.findOne(User, { id: memberId }, { refresh: true });
  if (!user) throw notFound('Member');
  const record = await em.findOne(ShopSteward, { user: memberId }, { refresh: true });
  const latest = await findPage(
    em,
    MemberChange,
    { member: memberId },
    CHANGE_ORDER,
    { first: MEMBER_HISTORY_SHOWN, after: null },
    {
      populate: ['actor'],
    },
  );
  return Object.assign(new MemberDetails(), Member.of(user, record), {
    changes: latest.items.map(MemberChangeRecord.of),
    olderChangesCursor: latest.hasNextPage ? latest.endCursor : null,
  });
}

/** A member's whole change history, a page at a time, newest first (the page size bounded by the shared rules). */
export async function listMemberChangesPage(em: EntityManager, id: unknown, page: PageArgs): Promise<Page<MemberChangeRecord>> {
  const memberId = parseId(id, 'Member');
  if ((await em.count(User, { id: memberId })) === 0) throw notFound('Member');
  const found = await findPage(em, MemberChange, { member: memberId }, CHANGE_ORDER, page, { populate: ['actor'] });
  return { ...found, items: found.items.map(MemberChangeRecord.of) };
}

const fullName = (user: User) => `${user.firstName} ${user.lastName} (${user.employeeNumber})`;

/**
 * Refuses a change that would leave nobody able to grant the administrator role: the last active super-administrator
 * cannot be disabled nor lose the role. Every active super-administrator's row is locked first, always in the same
 * order, so two administrators removing the last two at once are decided one after the other.
 */
async function keepASuperAdministrator(tx: EntityManager, memberId: string, message: string) {
  const rows = await tx.execute<{ id: string }[]>('select id from users where is_super_admin and is_active order by id for update');
  const isOne = rows.some((row) => row.id === memberId);
  if (isOne && rows.length === 1) throw conflict(message);
}

/** Links the steward directory record `stewardId` (null: none) to the member; returns the record ids before and after. */
async function linkStewardRecord(tx: EntityManager, member: User, stewardId: string | null): Promise<MemberFieldChange> {
  const current = await tx.findOne(ShopSteward, { user: member.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  const change = { from: current?.id ?? null, to: stewardId };
  if (change.from === change.to) return change;
  let target: ShopSteward | null = null;
  if (stewardId) {
    target = await tx.findOne(ShopSteward, { id: stewardId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!target) throw notFound('Steward directory record');
    if (target.user) {
      const holder = await tx.findOneOrFail(User, { id: target.user.id });
      throw conflict(MEMBER_MESSAGES.stewardRecordTaken(fullName(holder)));
    }
  }
  // The old link goes first, so the unique key (one record per person) never sees two at once.
  if (current) await tx.nativeUpdate(ShopSteward, { id: current.id }, { user: null });
  if (target) await tx.nativeUpdate(ShopSteward, { id: target.id }, { user: member.id });
  return change;
}

/**
 * Changes a member's roles, steward link, access or department, and records the change (who, when, each field's before and
 * after) in the same transaction. Disabling ends every session and access token of the account in that transaction
 * too, so the next request with either is refused. Only a super-administrator grants or removes the administrator
 * role (removing it from a super-administrator ends both); nobody disables themselves or removes their own role.
 */
export async function updateMember(em: EntityManager, actor: User, id: unknown, input: unknown): Promise<MemberDetails> {
  const memberId = parseId(id, 'Member');
  const data = parseInput(memberUpdateSchema, input);
  if (data.isAdmin !== undefined && !actor.isSuperAdmin) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.adminBySuperAdminOnly);
  if (data.isActive === false && memberId === actor.id) throw conflict(MEMBER_MESSAGES.disableSelf);
  if (data.isAdmin === false && memberId === actor.id) throw conflict(MEMBER_MESSAGES.removeOwnAdmin);
  try {
    await em.transactional(async (tx) => {
      if (data.isActive === false) await keepASuperAdministrator(tx, memberId, MEMBER_MESSAGES.lastSuperAdminDisabled);
      else if (data.isAdmin === false) await keepASuperAdministrator(tx, memberId, MEMBER_MESSAGES.lastSuperAdminAdmin);
      const member = await tx.findOne(User, { id: memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!member) throw notFound('Member');
      const change: Record<string, MemberFieldChange> = {};
      const set = <K extends 'isSteward' | 'isActive' | 'isAdmin' | 'isSuperAdmin'>(field: K, to: boolean) => {
        if (member[field] === to) return;
        change[field] = { from: member[field], to };
        member[field] = to;
      };
      if (data.isSteward !== undefined) set('isSteward', data.isSteward);
      if (data.isAdmin !== undefined) {
        set('isAdmin', data.isAdmin);
        if (!data.isAdmin) set('isSuperAdmin', false);
      }
      if (data.isActive !== undefined) set('isActive', data.isActive);
      if (data.department !== undefined) {
        const department = await inDirectorySpelling(tx, data.department);
        if ((member.department ?? null) !== department) {
          change.department = { from: member.department ?? null, to: department };
          member.department = department;
        }
      }
      if (data.stewardId !== undefined) {
        const link = await linkStewardRecord(tx, member, data.stewardId);
        if (link.from !== link.to) change.stewardId = link;
      }
      if (Object.keys(change).length === 0) return;
      if (change.isActive?.to === false) {
        await tx.nativeDelete(Session, { user: member.id });
        await revokeAllAccessTokens(tx, member.id);
      }
      tx.create(MemberChange, { actor: tx.getReference(User, actor.id), member, at: new Date(), change });
      await tx.flush();
    });
  } catch (error) {
    // Two administrators linking one member to two records at once: the unique key decides, the other hears why.
    if (error instanceof UniqueConstraintViolationException) throw conflict(MEMBER_MESSAGES.stewardRecordTaken('another member'));
    throw error;
  }
  return getMember(em, memberId);
}
