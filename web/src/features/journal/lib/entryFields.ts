import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { JournalEntryStatus } from '@union/rules/constants';
import { JOURNAL_ENTRY_STATUS_LABELS } from '@union/rules/journal';
import type { JournalEntryUpdateInput } from '@/gql/graphql';
import type { JournalEntry } from '../api/useJournal';

/** What the Edit Incident Journal panel edits, as its form holds it (an empty team number is ''). */
export type EntryFields = {
  employeeName: string;
  employeeNumber: string;
  shift: string;
  teamNumber: string;
  status: JournalEntryStatus;
  jobTitle: string;
  isSwappedShift: boolean;
  incidentNotes: string;
};

/** The panel's field labels, in the order the panel shows the fields. */
export const ENTRY_FIELD_LABELS: Record<keyof EntryFields, string> = {
  employeeName: 'Employee Name',
  employeeNumber: 'Employee Number',
  shift: 'Shift',
  teamNumber: 'Team Number',
  status: 'Status',
  jobTitle: 'Job Title',
  isSwappedShift: 'Swapped shift',
  incidentNotes: 'Incident Notes',
};

type EntryLike = Pick<JournalEntry, Exclude<keyof EntryFields, 'status'>> & { status: string };

export const fieldsOf = (entry: EntryLike): EntryFields => ({
  employeeName: entry.employeeName,
  employeeNumber: entry.employeeNumber,
  shift: entry.shift,
  teamNumber: entry.teamNumber ?? '',
  status: entry.status as JournalEntryStatus,
  jobTitle: entry.jobTitle,
  isSwappedShift: entry.isSwappedShift,
  incidentNotes: entry.incidentNotes,
});

/** Form fields as a save sends them: an empty team number means none. */
export function asChanges(fields: Partial<EntryFields>): Partial<JournalEntryUpdateInput> {
  return 'teamNumber' in fields ? { ...fields, teamNumber: fields.teamNumber || null } : { ...fields };
}

/** The fields whose values differ between two versions of an entry, in the panel's order. */
export function differingFields(a: EntryFields, b: EntryFields): Array<keyof EntryFields> {
  return (Object.keys(ENTRY_FIELD_LABELS) as Array<keyof EntryFields>).filter((field) => a[field] !== b[field]);
}

/** A field's value as a person reads it. */
export function fieldText(fields: EntryFields, field: keyof EntryFields): string {
  if (field === 'status') return JOURNAL_ENTRY_STATUS_LABELS[fields.status] ?? fields.status;
  if (field === 'isSwappedShift') return fields.isSwappedShift ? 'Yes' : 'No';
  return fields[field] || '(empty)';
}

/** The entry as another window or device left it, with the version to save over. */
export type OtherVersion = { fields: EntryFields; version: number };

/**
 * The newer version a save was refused for: the server answers CONFLICT with the current entry in
 * extensions.current. Null for any other failure (including the read-only CONFLICT, which carries no entry).
 */
export function otherVersionOf(error: unknown): OtherVersion | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  const current = extensions?.current as (EntryLike & { version?: unknown }) | undefined;
  if (extensions?.code !== 'CONFLICT' || typeof current !== 'object' || current === null) return null;
  if (typeof current.version !== 'number' || typeof current.incidentNotes !== 'string') return null;
  return { fields: fieldsOf(current), version: current.version };
}

const TEXT_FIELDS = ['employeeName', 'employeeNumber', 'shift', 'teamNumber', 'status', 'jobTitle', 'incidentNotes'] as const;

/** True for a well-formed set of the panel's fields (as read back from the browser's storage). */
export function isEntryFields(value: unknown): value is EntryFields {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return TEXT_FIELDS.every((field) => typeof fields[field] === 'string') && typeof fields.isSwappedShift === 'boolean';
}
