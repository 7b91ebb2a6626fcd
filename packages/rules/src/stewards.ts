import { z } from 'zod';
import { withoutNul } from './text.js';
import { LIMITS } from './constants.js';

// Shop steward rules, shared by the server and the web (no server imports here).

export const STEWARD_SHIFTS = ['day', 'night', 'swing'] as const;
export const STEWARD_SHIFT_LABELS: Record<(typeof STEWARD_SHIFTS)[number], string> = {
  day: 'Day Shift',
  night: 'Night Shift',
  swing: 'Swing Shift',
};
/** Characters a steward's phone number may contain: digits, spaces, hyphen, parentheses and plus. */
export const STEWARD_PHONE_PATTERN = /^[0-9\s\-()+]+$/;
export const PHONE_TOO_SHORT = 'Phone number must be at least 10 digits';

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).overwrite(withoutNul).trim().min(1, message).max(max, tooLong);

const stewardFields = {
  name: required('Name is required', 200, 'Name must be at most 200 characters'),
  position: required('Position is required', 100, 'Position must be at most 100 characters'),
  department: required('Department is required', 100, 'Department must be at most 100 characters'),
  shift: required('Shift is required', 50, 'Shift must be at most 50 characters'),
  phoneNumber: z
    .string({ error: PHONE_TOO_SHORT })
    .trim()
    // The message promises digits, so count digits: '(817) 555-01' is 12 characters but only 8 digits.
    .refine((v) => v.replace(/\D/g, '').length >= LIMITS.stewardPhoneMin, PHONE_TOO_SHORT)
    .regex(STEWARD_PHONE_PATTERN, 'Invalid phone number format')
    .max(32, 'Phone number must be at most 32 characters'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.union([z.literal(''), z.email('Please enter a valid email address')]))
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

/** Creating a steward: everything but the email is required; a new steward is active unless told otherwise. */
export const stewardSchema = z.object({ ...stewardFields, isActive: stewardFields.isActive.default(true) });
export type StewardInput = z.input<typeof stewardSchema>;

/** Editing a steward: any subset of the fields, each under the same rule. */
export const stewardUpdateSchema = z.object(stewardFields).partial();

// ---------------------------------------------------------------------------------------------------------------
// Directory logic (the /shop-stewards screen)

export interface StewardLike {
  name: string;
  position: string;
  department: string;
  shift: string;
  phoneNumber: string;
  email?: string | null;
}

export interface StewardFilters {
  search: string;
  /** A department name, or 'all'. */
  department: string;
  /** A shift value, or 'all'. */
  shift: string;
}

export const ALL = 'all';
export const NO_STEWARD_FILTERS: StewardFilters = { search: '', department: ALL, shift: ALL };

export function hasActiveFilters(filters: StewardFilters): boolean {
  return filters.search.trim() !== '' || filters.department !== ALL || filters.shift !== ALL;
}

/**
 * Steward search: a case-insensitive substring of name, department or position; the department
 * and shift filters match exactly ('all' is no filter); the three combine with AND.
 */
export function filterStewards<T extends StewardLike>(stewards: readonly T[], filters: StewardFilters): T[] {
  const needle = filters.search.trim().toLowerCase();
  return stewards.filter(
    (s) =>
      (needle === '' ||
        s.name.toLowerCase().includes(needle) ||
        s.department.toLowerCase().includes(needle) ||
        s.position.toLowerCase().includes(needle)) &&
      (filters.department === ALL || s.department === filters.department) &&
      (filters.shift === ALL || s.shift === filters.shift),
  );
}

/**
 * 'N shop steward(s)' without filters, 'X of N shop steward(s)' with any filter active; "(s)" is the plural
 * when N is not 1.
 */
export function stewardCountText(shown: number, total: number, filtered: boolean): string {
  const noun = total === 1 ? 'shop steward' : 'shop stewards';
  return filtered ? `${shown} of ${total} ${noun}` : `${total} ${noun}`;
}

export type PositionBadgeStyle = 'primary' | 'secondary' | 'outline';

/** Contains 'chief': primary; contains 'alternate': secondary; otherwise outline (case-insensitive). */
export function positionBadgeStyle(position: string): PositionBadgeStyle {
  const p = position.toLowerCase();
  if (p.includes('chief')) return 'primary';
  if (p.includes('alternate')) return 'secondary';
  return 'outline';
}

/** day / night / swing as Day Shift / Night Shift / Swing Shift; any other value as it is. */
export function shiftLabel(shift: string): string {
  return STEWARD_SHIFT_LABELS[shift as keyof typeof STEWARD_SHIFT_LABELS] ?? shift;
}

/** The device telephone link: every character other than digits and + removed. */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

/** The department filter's choices: the departments present, sorted. */
export function departmentOptions(stewards: readonly StewardLike[]): string[] {
  return [...new Set(stewards.map((s) => s.department))].sort((a, b) => a.localeCompare(b));
}

/** The shift filter's choices: day, night, swing first (when present), then any other value, sorted. */
export function shiftOptions(stewards: readonly StewardLike[]): Array<{ value: string; label: string }> {
  const present = new Set(stewards.map((s) => s.shift));
  const known = STEWARD_SHIFTS.filter((s) => present.has(s));
  const others = [...present].filter((s) => !(STEWARD_SHIFTS as readonly string[]).includes(s)).sort();
  return [...known, ...others].map((value) => ({ value, label: shiftLabel(value) }));
}
