import { z } from 'zod';
import { withoutNul } from './text.js';
import { LIMITS } from './constants.js';
import { isCalendarDate } from './dates.js';

// Contract assistant rules shared by the server and the web (no server imports here).

export const CONTRACT_DOCUMENT_KINDS = ['agreement', 'side_letter'] as const;
export type ContractDocumentKind = (typeof CONTRACT_DOCUMENT_KINDS)[number];

export const CONTRACT_LIMITS = {
  questionMax: LIMITS.questionMax,
  journalContentMax: 20_000,
  /** Questions and analyses per member per minute (protects the OpenAI budget). */
  asksPerMinute: 20,
  /** Largest contract file accepted for import. */
  importMaxBytes: 10 * 1024 * 1024,
} as const;

/** A question to the AI: 1 to 1000 characters after trimming. */
export const contractQuestionSchema = z.object({
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(CONTRACT_LIMITS.questionMax, 'Question is too long'),
});

export const grievanceAnalysisSchema = z.object({
  journalContent: z
    .string({ error: 'Incident description is required' })
    .trim()
    .min(1, 'Incident description is required')
    .max(CONTRACT_LIMITS.journalContentMax, 'Incident description is too long'),
});

/** A real calendar day within the years an agreement can have (the importer reads the same range). */
const isAgreementDate = (value: string) => isCalendarDate(value) && Number(value.slice(0, 4)) >= 1900 && Number(value.slice(0, 4)) <= 2200;

/** Optional overrides an administrator gives when publishing an import. */
export const contractPublishSchema = z.object({
  title: z.string().overwrite(withoutNul).trim().max(300, 'Title is too long').optional(),
  effectiveDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Effective date must be a date (YYYY-MM-DD)')
    // '2020-02-30' matches the pattern, but the database refuses it.
    .refine(isAgreementDate, 'Effective date must be a date (YYYY-MM-DD)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** The chat input's rule: blank or whitespace-only cannot be sent. */
export const canSendQuestion = (text: string) => text.trim().length > 0 && text.trim().length <= CONTRACT_LIMITS.questionMax;
