import { z } from 'zod';
import { optionalText, requiredText } from './text.js';
import { ALLOWED_IMAGE_MIME_TYPES, JOURNAL_ENTRY_STATUSES, type JournalEntryStatus, LIMITS } from './constants.js';
import { calendarDate } from './dates.js';

// Workplace Journal rules, shared by the server and the web (no server imports here).

export const JOURNAL_ENTRY_STATUS_LABELS: Record<JournalEntryStatus, string> = {
  draft: 'Draft',
  saved: 'Saved',
  grievance_ready: 'Grievance Ready',
  closed: 'Closed',
};

export const ENTRY_CLOSED_MESSAGE = 'Entry is closed. This entry is read-only.';
export const ENTRY_CONVERTED_MESSAGE = 'Entry has been converted to grievance. This entry is read-only.';
export const MAX_PARTICIPANTS_MESSAGE = `Maximum ${LIMITS.participantsPerEntry} participants allowed`;
export const MAX_PARTICIPANTS_REACHED_MESSAGE = `Maximum of ${LIMITS.participantsPerEntry} participants reached`;
export const MAX_JOURNAL_IMAGES_MESSAGE = `Maximum ${LIMITS.imagesPerJournalEntry} images allowed per journal entry`;
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG, and WebP images are allowed';
export const IMAGE_TOO_LARGE_MESSAGE = `File size must be less than ${LIMITS.maxImageBytes / (1024 * 1024)}MB`;
export const INACTIVE_EVENT_MESSAGE = 'This event is not active. Only active events can have new entries added.';
export const ENTRY_CHANGED_ELSEWHERE_MESSAGE =
  'This entry was changed in another window or on another device, so your changes were not saved over it.';

/** The witness job-title list: the entry's job titles plus Other. */
export const PARTICIPANT_JOB_TITLE_OTHER = 'Other';

/**
 * Why an entry cannot be changed, in the words of the banner, or null while it is editable.
 * A converted entry says so even when it is also closed: that is the more important fact.
 */
export function entryReadOnlyReason(entry: { isClosed: boolean; isGrievance: boolean; status: string }): string | null {
  if (entry.isGrievance) return ENTRY_CONVERTED_MESSAGE;
  if (entry.isClosed || entry.status === 'closed') return ENTRY_CLOSED_MESSAGE;
  return null;
}

/** The inline client check before an image is added to a form; null when the file is acceptable. */
export function imageFileProblem(
  file: { size: number; type: string },
  countSoFar: number,
  maxCount: number = LIMITS.imagesPerJournalEntry,
): string | null {
  if (countSoFar >= maxCount) return `Maximum ${maxCount} images allowed`;
  if (!(ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(file.type === 'image/jpg' ? 'image/jpeg' : file.type)) {
    return IMAGE_TYPE_MESSAGE;
  }
  if (file.size < 1) return IMAGE_TYPE_MESSAGE;
  if (file.size > LIMITS.maxImageBytes) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

export const journalEventSchema = z.object({
  eventTitle: requiredText('Event title is required', 200, 'Event title must be at most 200 characters').meta({
    examples: ['Belt loader emergency stop'],
  }),
  description: optionalText(5000, 'Description must be at most 5000 characters').meta({ examples: ['Gate C14, ramp side'] }),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});

const EARLIEST_ENTRY_DATE = '1950-01-01';

const entryFields = {
  employeeName: requiredText('Employee name is required', 200, 'Employee name must be at most 200 characters').meta({
    examples: ['Marcus Reyes'],
  }),
  employeeNumber: requiredText('Employee number is required', 32, 'Employee number must be at most 32 characters').meta({
    examples: ['204518'],
  }),
  shift: requiredText('Shift is required', 50, 'Shift must be at most 50 characters').meta({ examples: ['6am-2pm (Day)'] }),
  teamNumber: optionalText(50, 'Team number must be at most 50 characters'),
  jobTitle: requiredText('Job title is required', 100, 'Job title must be at most 100 characters').meta({
    examples: ['Fleet Service Agent'],
  }),
  isSwappedShift: z.boolean({ error: 'Swapped shift must be true or false' }),
  incidentNotes: requiredText('Incident notes are required', 50_000, 'Incident notes must be at most 50,000 characters').meta({
    examples: ['The emergency stop on belt loader BL-7 did not cut power; reported to the lead at 14:10.'],
  }),
  entryDate: calendarDate('Please enter a valid date (YYYY-MM-DD)')
    .refine((v) => v >= EARLIEST_ENTRY_DATE, 'Entry date must be in 1950 or later')
    // A day of slack: the member's today can be the server's tomorrow.
    .refine((v) => v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), 'Entry date cannot be in the future')
    .meta({ description: 'The day it happened, YYYY-MM-DD (1950 to today); today when absent.', examples: ['2026-03-10'] }),
  status: z.enum(JOURNAL_ENTRY_STATUSES, { error: 'Status must be Draft, Saved, Grievance Ready or Closed' }),
};

/** A new entry (POST /api/journal/entries). The entry date defaults to today, the status to draft. */
export const journalEntrySchema = z.object({
  eventId: z.string({ error: 'Please select an event' }).trim().min(1, 'Please select an event'),
  ...entryFields,
  isSwappedShift: entryFields.isSwappedShift.default(false),
  entryDate: entryFields.entryDate.nullish(),
  status: entryFields.status.default('draft'),
  isGrievance: z.boolean({ error: 'Grievance must be true or false' }).default(false),
  isClosed: z.boolean({ error: 'Closed must be true or false' }).default(false),
});

/**
 * An edit (PATCH /api/journal/entries/{id}, auto-save): any subset of the editable fields, each under its rule.
 * With expectedVersion (the entry's version the client last saw) it is saved only over that version.
 */
export const journalEntryUpdateSchema = z.object({
  ...z.object(entryFields).partial().shape,
  expectedVersion: z
    .number({ error: 'Expected version must be a whole number' })
    .int('Expected version must be a whole number')
    .min(1, 'Expected version must be a whole number')
    .nullish(),
});

export const journalParticipantSchema = z.object({
  name: requiredText('Full name is required', 200, 'Full name must be at most 200 characters'),
  jobTitle: requiredText('Job title is required', 100, 'Job title must be at most 100 characters'),
  employeeNumber: optionalText(32, 'Employee number must be at most 32 characters'),
  order: z
    .number({ error: MAX_PARTICIPANTS_MESSAGE })
    .int(MAX_PARTICIPANTS_MESSAGE)
    .min(1, MAX_PARTICIPANTS_MESSAGE)
    .max(LIMITS.participantsPerEntry, MAX_PARTICIPANTS_MESSAGE)
    .nullish(),
  notes: optionalText(2000, 'Notes must be at most 2000 characters'),
});
