import { z } from 'zod';
import { LIMITS } from './constants.js';
import { requiredText } from './text.js';

/**
 * What a personal access token may do. `read` and `write` reach only the owner's own data (and what every member may
 * read); the admin scopes reach administrator operations, and only while the owner is an administrator; the case
 * scopes reach the Union Desk (the cases a steward or officer works), and only while the owner is one.
 */
export const TOKEN_SCOPES = ['read', 'write', 'admin:read', 'admin:write', 'cases:read', 'cases:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const ADMIN_SCOPES: readonly TokenScope[] = ['admin:read', 'admin:write'];
export const CASE_SCOPES: readonly TokenScope[] = ['cases:read', 'cases:write'];
/** A scope that needs another with it: a write answers with the data it wrote, which takes the read. */
export const SCOPE_NEEDS: Partial<Record<TokenScope, TokenScope>> = {
  write: 'read',
  'admin:write': 'admin:read',
  'cases:write': 'cases:read',
};

export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  read: 'Read your own data',
  write: 'Change your own data',
  'admin:read': 'Read administrator data',
  'admin:write': 'Administrator changes',
  'cases:read': 'Read the cases you work (stewards and officers)',
  'cases:write': 'Work cases: assign, file steps, notes (stewards and officers)',
};

/** Days until a token expires; null (never) only for administrators. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

/** Every token starts with this, so people and secret scanners recognise one in a log or a commit. */
export const TOKEN_PREFIX = 'uc_pat_';

export const TOKEN_LIMITS = {
  nameMax: 100,
  /** Live (unrevoked, unexpired) tokens one member may hold. */
  perUser: 20,
} as const;

export const TOKEN_MESSAGES = {
  nameRequired: 'Token name is required',
  nameTooLong: `Token name must be at most ${TOKEN_LIMITS.nameMax} characters`,
  scopesRequired: 'Choose at least one scope',
  writeNeedsRead: "The 'write' scope needs 'read' too",
  adminWriteNeedsAdminRead: "The 'admin:write' scope needs 'admin:read' too",
  adminScopesForAdmins: 'Only administrators can give a token administrator scopes',
  caseScopesForStewards: 'Only stewards and officers can give a token case scopes',
  casesWriteNeedsCasesRead: "The 'cases:write' scope needs 'cases:read' too",
  noExpiryForAdmins: 'Only administrators can create a token that never expires',
  expiry: `Expiry must be one of ${TOKEN_EXPIRY_DAYS.join(', ')} days`,
  tooMany: `You can have at most ${TOKEN_LIMITS.perUser} active tokens. Revoke one first.`,
} as const;

export const accessTokenSchema = z
  .object({
    name: requiredText(TOKEN_MESSAGES.nameRequired, TOKEN_LIMITS.nameMax, TOKEN_MESSAGES.nameTooLong),
    scopes: z
      .array(z.enum(TOKEN_SCOPES, { error: `Scopes must be among ${TOKEN_SCOPES.join(', ')}` }), { error: TOKEN_MESSAGES.scopesRequired })
      .min(1, TOKEN_MESSAGES.scopesRequired)
      .max(TOKEN_SCOPES.length)
      .transform((scopes) => TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
    /** null: never expires (administrators only); left out: the shortest, 30 days. */
    expiresInDays: z
      .number({ error: TOKEN_MESSAGES.expiry })
      .refine((days) => (TOKEN_EXPIRY_DAYS as readonly number[]).includes(days), TOKEN_MESSAGES.expiry)
      .nullable()
      .optional()
      .transform((days) => (days === undefined ? TOKEN_EXPIRY_DAYS[0] : days)),
  })
  .superRefine((value, ctx) => {
    if (value.scopes.includes('write') && !value.scopes.includes('read')) {
      ctx.addIssue({ code: 'custom', path: ['scopes'], message: TOKEN_MESSAGES.writeNeedsRead });
    }
    if (value.scopes.includes('admin:write') && !value.scopes.includes('admin:read')) {
      ctx.addIssue({ code: 'custom', path: ['scopes'], message: TOKEN_MESSAGES.adminWriteNeedsAdminRead });
    }
    if (value.scopes.includes('cases:write') && !value.scopes.includes('cases:read')) {
      ctx.addIssue({ code: 'custom', path: ['scopes'], message: TOKEN_MESSAGES.casesWriteNeedsCasesRead });
    }
  });
export type AccessTokenInput = z.input<typeof accessTokenSchema>;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
} as const;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.currentRequired })
    .min(1, PASSWORD_MESSAGES.currentRequired)
    .max(LIMITS.passwordMax, PASSWORD_MESSAGES.currentWrong),
  newPassword: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(LIMITS.passwordMin, 'Password must be at least 8 characters')
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
});
