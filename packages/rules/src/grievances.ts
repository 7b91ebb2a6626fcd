import { z } from 'zod';
import { type GrievanceStatus, LIMITS } from './constants.js';
import { optionalText, requiredText, withoutNul } from './text.js';
import { PHONE_PATTERN } from './users.js';

// Grievance rules, shared by the server and the web (no server imports here).

export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const MAX_GRIEVANCE_IMAGES_MESSAGE = `Maximum ${LIMITS.imagesPerGrievance} images allowed per grievance`;
export const ALREADY_CONVERTED_MESSAGE = 'This journal entry has already been converted to a grievance.';
export const CLOSED_ENTRY_MESSAGE = 'A closed journal entry cannot be converted to a grievance.';
export const GRIEVANCE_NOT_DRAFT_MESSAGE = 'Only a draft grievance can be changed.';
export const GRIEVANCE_CREATE_STATUS_MESSAGE = 'A grievance can only be created as a draft or submitted.';
export const CREATE_GRIEVANCE_FAILED_MESSAGE = 'Failed to create grievance';

/** The statuses a member may create a grievance in; the others are the union's to set. */
export const GRIEVANCE_CREATE_STATUSES = ['draft', 'submitted'] as const satisfies readonly GrievanceStatus[];

/** A grievance may be changed by its member only while it is a draft. */
export const isGrievanceEditable = (grievance: { status: string }) => grievance.status === 'draft';

const grievanceFields = {
  title: requiredText('Title is required', 200, 'Title must be at most 200 characters'),
  description: requiredText('Description is required', 50_000, 'Description must be at most 50,000 characters'),
  contractViolation: requiredText(
    'Contract violation details are required',
    20_000,
    'Contract violation details must be at most 20,000 characters',
  ),
  categoryId: z
    .string({ error: 'Please select a category' })
    .trim()
    .nullish()
    .transform((v) => v || null),
  witnessName: optionalText(200, 'Witness name must be at most 200 characters'),
  witnessEmployeeNumber: optionalText(32, 'Witness employee number must be at most 32 characters'),
  witnessPhone: z
    .string({ error: 'Invalid phone number format' })
    .overwrite(withoutNul)
    .trim()
    .max(32, 'Invalid phone number format')
    .regex(PHONE_PATTERN, 'Invalid phone number format')
    .nullish()
    .transform((v) => v || null),
  witnessEmail: z
    .string({ error: 'Please enter a valid email address' })
    .overwrite(withoutNul)
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.union([z.literal(''), z.email('Please enter a valid email address')]))
    .nullish()
    .transform((v) => v || null),
  location: optionalText(200, 'Location must be at most 200 characters'),
  aiAssistance: optionalText(20_000, 'AI assistance must be at most 20,000 characters'),
};

/**
 * A new grievance (POST /api/grievances), plain or converted from a journal entry (journalEntryId). A member creates
 * it as a draft (the default) or submits it at once; the later statuses are the union's.
 */
export const grievanceSchema = z.object({
  ...grievanceFields,
  status: z
    .enum(GRIEVANCE_CREATE_STATUSES, { error: GRIEVANCE_CREATE_STATUS_MESSAGE })
    .nullish()
    .transform((v) => v ?? 'draft'),
  journalEntryId: z
    .string({ error: 'Journal entry not found' })
    .trim()
    .nullish()
    .transform((v) => v || null),
});
export type GrievanceFormInput = z.input<typeof grievanceSchema>;

/** An edit of a draft (PATCH /api/grievances/{id}): only the fields sent, each under its rule. */
export const grievanceUpdateSchema = z.object(grievanceFields).partial();
