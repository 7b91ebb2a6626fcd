// Business constants, shared by the server and the web (no server imports here).

export const EMPLOYMENT_STATUSES = ['full_time', 'part_time'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = {
  full_time: 'Full-Time',
  part_time: 'Part-Time',
};

export const BULLETIN_TYPES = ['general', 'test_scores', 'training', 'urgent'] as const;
export type BulletinType = (typeof BULLETIN_TYPES)[number];

export const GRIEVANCE_STATUSES = ['draft', 'submitted', 'in_progress', 'resolved', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const JOURNAL_ENTRY_STATUSES = ['draft', 'saved', 'grievance_ready', 'closed'] as const;
export type JournalEntryStatus = (typeof JOURNAL_ENTRY_STATUSES)[number];

export const IMAGE_TYPES = ['evidence', 'documentation'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const SHIFT_CHOICES = [
  '6am-2pm (Day)',
  '2pm-10pm (Evening)',
  '10pm-6am (Night)',
  '7am-3pm (Day)',
  '3pm-11pm (Evening)',
  '11pm-7am (Night)',
] as const;

export const JOB_TITLE_CHOICES = [
  'Fleet Service Agent',
  'Senior Fleet Service Agent',
  'Lead Fleet Service Agent',
  'Fleet Service Clerk',
  'Crew Chief',
  'Team Lead',
  'Supervisor',
  'Ground Support Equipment Operator',
  'Cargo Agent',
  'Baggage Handler',
] as const;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  participantsPerEntry: 8,
  imagesPerJournalEntry: 3,
  imagesPerGrievance: 5,
  maxImageBytes: 10 * 1024 * 1024,
  questionMax: 1000,
  stewardPhoneMin: 10,
} as const;

export const ALLOWED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
