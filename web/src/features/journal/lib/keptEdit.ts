import { type EntryFields, isEntryFields } from './entryFields';
import type { GrievanceFormValues } from './grievanceDraft';

// What the journal's forms keep in the browser (lib/keptWork.ts) until the server has it: the editor's unsaved text,
// a new entry not yet created, a grievance not yet created from an entry.

/** The Edit Incident Journal panel's unsaved text, kept in the browser (lib/keptWork.ts) until the server has it. */
export const KEPT_EDIT = 'journal-edit';

export interface KeptEdit {
  entryId: string;
  /** The version the text was typed over: saving it again over a newer one asks the member (the conflict notice). */
  version: number;
  values: EntryFields;
}

export const isKeptEdit = (value: unknown): value is KeptEdit =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptEdit).entryId === 'string' &&
  typeof (value as KeptEdit).version === 'number' &&
  isEntryFields((value as KeptEdit).values);

/** The New Journal Entry form as the member left it, and the names of the photos chosen (files cannot be kept). */
export const KEPT_NEW_ENTRY = 'journal-new-entry';

export interface KeptNewEntry {
  values: NewEntryValues;
  photos: string[];
}

export type NewEntryValues = {
  eventId: string;
  employeeName: string;
  employeeNumber: string;
  shift: string;
  teamNumber: string;
  jobTitle: string;
  isSwappedShift: boolean;
  incidentNotes: string;
  entryDate: string;
};

const NEW_ENTRY_TEXT = [
  'eventId',
  'employeeName',
  'employeeNumber',
  'shift',
  'teamNumber',
  'jobTitle',
  'incidentNotes',
  'entryDate',
] as const;

export function isKeptNewEntry(value: unknown): value is KeptNewEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { values, photos } = value as Partial<KeptNewEntry>;
  if (typeof values !== 'object' || values === null || !Array.isArray(photos)) return false;
  const fields = values as Record<string, unknown>;
  return (
    NEW_ENTRY_TEXT.every((field) => typeof fields[field] === 'string') &&
    typeof fields.isSwappedShift === 'boolean' &&
    photos.every((name) => typeof name === 'string')
  );
}

/** The Convert to Grievance form as the member left it, for the entry it converts. */
export const KEPT_GRIEVANCE = 'journal-grievance';

export interface KeptGrievance {
  entryId: string;
  values: GrievanceFormValues;
}

const GRIEVANCE_TEXT = [
  'title',
  'description',
  'contractViolation',
  'location',
  'witnessName',
  'witnessEmployeeNumber',
  'witnessPhone',
  'witnessEmail',
] as const satisfies ReadonlyArray<keyof GrievanceFormValues>;

export function isKeptGrievance(value: unknown): value is KeptGrievance {
  if (typeof value !== 'object' || value === null) return false;
  const { entryId, values } = value as Partial<KeptGrievance>;
  if (typeof entryId !== 'string' || typeof values !== 'object' || values === null) return false;
  return GRIEVANCE_TEXT.every((field) => typeof (values as Record<string, unknown>)[field] === 'string');
}
