import { z } from 'zod';
import { cleanText } from './text.js';
import { DEPARTMENT_MAX, DEPARTMENT_TOO_LONG, memberDepartment } from './users.js';

// Member Management (administrators): finding members and changing their roles, steward link and access.
// Shared by the server and the web (no server imports here).

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: 'Active', disabled: 'Disabled' };

/** A member's highest role: 'member' is neither steward nor administrator. */
export const MEMBER_ROLES = ['member', 'steward', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = { member: 'Member', steward: 'Steward', admin: 'Administrator' };

export const MEMBER_SEARCH_MAX = 100;
export const MEMBER_DEPARTMENT_MAX = DEPARTMENT_MAX;

export const MEMBER_MESSAGES = {
  searchTooLong: `Search must be at most ${MEMBER_SEARCH_MAX} characters`,
  status: "Status must be 'active' or 'disabled'",
  role: "Role must be 'member', 'steward' or 'admin'",
  departmentTooLong: DEPARTMENT_TOO_LONG,
  boolean: (label: string) => `${label} must be true or false`,
  stewardId: 'Choose a record from the steward directory, or none',
  nothingToChange: 'Send at least one of isSteward, stewardId, isActive, isAdmin or department',
  disableSelf: 'You cannot disable your own account. Ask another administrator.',
  removeOwnAdmin: 'You cannot remove your own administrator role. Ask another super-administrator.',
  lastSuperAdminDisabled: 'This is the last active super-administrator: their account cannot be disabled.',
  lastSuperAdminAdmin: 'This is the last active super-administrator: their administrator role cannot be removed.',
  adminBySuperAdminOnly: 'Only a super-administrator can grant or remove the administrator role.',
  stewardRecordTaken: (name: string) =>
    `This steward record is already linked to ${name}. Unlink it from that member first: one person, one record.`,
} as const;

/** An optional filter word: absent or empty means no filter. Query strings send text only (a repeated one is refused). */
const filterText = (max: number, message: string) =>
  z
    .string({ error: message })
    .overwrite(cleanText)
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

const filterChoice = <T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z
    .union([z.literal(''), z.enum(choices, { error: message })], { error: message })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The member list's filters (both doors): `search` matches username, first name, last name or employee number,
 * case-insensitively, each word somewhere ('dana reyes' finds Dana Reyes); `department` matches, exactly, the
 * member's own department or the department of their linked steward record.
 */
export const memberFilterSchema = z.object({
  search: filterText(MEMBER_SEARCH_MAX, MEMBER_MESSAGES.searchTooLong),
  status: filterChoice(MEMBER_STATUSES, MEMBER_MESSAGES.status),
  role: filterChoice(MEMBER_ROLES, MEMBER_MESSAGES.role),
  department: filterText(MEMBER_DEPARTMENT_MAX, MEMBER_MESSAGES.departmentTooLong),
});
export type MemberFilters = z.output<typeof memberFilterSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A change to one member: any of the fields, at least one. `stewardId` links a steward directory record (null
 * unlinks); `isAdmin` is for super-administrators only (the server answers 403 to anyone else who sends it);
 * `department` is the member's own, as on their profile (empty or null clears it).
 */
export const memberUpdateSchema = z
  .object({
    isSteward: z.boolean({ error: MEMBER_MESSAGES.boolean('Steward') }).optional(),
    stewardId: z
      .string({ error: MEMBER_MESSAGES.stewardId })
      .regex(UUID, MEMBER_MESSAGES.stewardId)
      .transform((v) => v.toLowerCase())
      .nullable()
      .optional(),
    isActive: z.boolean({ error: MEMBER_MESSAGES.boolean('Active') }).optional(),
    isAdmin: z.boolean({ error: MEMBER_MESSAGES.boolean('Administrator') }).optional(),
    department: memberDepartment,
  })
  .refine((data) => Object.values(data).some((value) => value !== undefined), MEMBER_MESSAGES.nothingToChange);
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>;

/** The fields a change may touch, as the change history names them. */
export const MEMBER_CHANGE_FIELDS = ['isSteward', 'stewardId', 'isActive', 'isAdmin', 'isSuperAdmin', 'department'] as const;
export type MemberChangeField = (typeof MEMBER_CHANGE_FIELDS)[number];
export const MEMBER_CHANGE_FIELD_LABELS: Record<MemberChangeField, string> = {
  isSteward: 'Steward',
  stewardId: 'Steward record',
  isActive: 'Active',
  isAdmin: 'Administrator',
  isSuperAdmin: 'Super-administrator',
  department: 'Department',
};
