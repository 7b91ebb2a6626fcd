import { z } from 'zod';
import { EMPLOYMENT_STATUSES, LIMITS } from './constants.js';
import { calendarDate, isCalendarDate } from './dates.js';
import { cleanText } from './text.js';

// The messages are the words the web forms show, exactly these.
const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalDate = calendarDate('Please enter a valid date')
  .nullish()
  .or(z.literal('').transform(() => null));
export const PHONE_PATTERN = /^[0-9\s\-()+]*$/;

/**
 * The one form in which usernames and emails are compared: Unicode NFKC (fullwidth and other compatibility forms
 * become their plain letters), trimmed, lower-cased. Equality of this key is the only way a typed name reaches an
 * account: never a pattern match, whose `%` and `_` are wildcards. Lower-casing happens here in JavaScript, not in
 * PostgreSQL, because lower() under the C locale changes ASCII letters only.
 */
export const normalizeIdentifier = (value: string) => value.normalize('NFKC').trim().toLowerCase();

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64, 'Invalid username or password'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.passwordMax, 'Password is too long'),
});

export const registrationSchema = z.object({
  username: z
    .string({ error: 'Username Required: Please enter a username to continue.' })
    .trim()
    .min(1, 'Username Required: Please enter a username to continue.')
    .max(64, 'Username must be at most 64 characters'),
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(LIMITS.passwordMin, 'Password must be at least 8 characters')
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  personalEmail: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  employeeNumber: required('Employee number is required').pipe(z.string().max(32, 'Employee number is too long')),
  firstName: required('First name is required').pipe(z.string().max(100, 'First name is too long')),
  lastName: required('Last name is required').pipe(z.string().max(100, 'Last name is too long')),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: 'Employment status is required' }),
  hireDate: z
    .string({ error: 'Hire date is required' })
    .trim()
    .min(1, 'Hire date is required')
    .refine(isCalendarDate, 'Hire date must be a valid date'),
  badgeRenewalDate: optionalDate,
  lastHearingTestDate: optionalDate,
  intlBadgeRenewalDate: optionalDate,
  pushbackTrainingDate: optionalDate,
  wideBodyTrainingDate: optionalDate,
  miniBio: z.string().trim().max(2000, 'Bio must be at most 2000 characters').nullish(),
});

export const DEPARTMENT_MAX = 100;
export const DEPARTMENT_TOO_LONG = `Department must be at most ${DEPARTMENT_MAX} characters`;

/**
 * The department a member works in (Ramp, Cargo...): optional text, NUL dropped, trimmed, at most 100 characters;
 * empty or null means none. Left out, it is not changed, so a client that does not know the field never clears it.
 */
export const memberDepartment = z
  .string({ error: DEPARTMENT_TOO_LONG })
  .overwrite(cleanText)
  .trim()
  .max(DEPARTMENT_MAX, DEPARTMENT_TOO_LONG)
  .nullable()
  .transform((v) => v || null)
  .optional();

export const profileSchema = z.object({
  firstName: required('First name is required').pipe(z.string().max(100, 'First name is too long')),
  lastName: required('Last name is required').pipe(z.string().max(100, 'Last name is too long')),
  personalEmail: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email')),
  phoneNumber: z.string().trim().max(32, 'Invalid phone number format').regex(PHONE_PATTERN, 'Invalid phone number format').nullish(),
  employeeNumber: required('Employee number is required').pipe(z.string().max(32, 'Employee number is too long')),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: 'Please select your employment status' }),
  department: memberDepartment,
});
export type ProfileInput = z.infer<typeof profileSchema>;
