import { type EntryFields, isEntryFields } from './entryFields';

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
