import { JOURNAL_ENTRY_STATUS_LABELS } from '@union/rules/journal';
import type { JournalEntryStatus } from '@union/rules/constants';
import { formatDate, formatDateTime } from '@/lib/format';
import { toCsv } from './csv';

// Exports are built in the browser: nothing about them is sent to a server.

export interface ExportableEntry {
  employeeName: string;
  employeeNumber: string;
  entryDate: string;
  shift: string;
  teamNumber?: string | null;
  jobTitle: string;
  isSwappedShift: boolean;
  incidentNotes: string;
  status: string;
  isGrievance: boolean;
  isClosed: boolean;
  event: { eventTitle: string };
  participants: ReadonlyArray<{ order: number; name: string; jobTitle: string; employeeNumber?: string | null; notes?: string | null }>;
  images: ReadonlyArray<{ originalFileName: string }>;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const statusLabel = (status: string) => JOURNAL_ENTRY_STATUS_LABELS[status as JournalEntryStatus] ?? status;

/**
 * e.g. Marcus_Reyes_2026-11-10_incident_journal.csv: the employee name and the entry date. Accents
 * are dropped (José -> Jose); letters of other scripts are kept, so a name in Cyrillic or Chinese still names the file.
 */
export function exportFileName(entry: Pick<ExportableEntry, 'employeeName' | 'entryDate'>, extension: 'csv' | 'txt'): string {
  const name =
    entry.employeeName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
      .replace(/^_+|_+$/g, '') || 'entry';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(entry.entryDate) ? entry.entryDate : 'undated';
  return `${name}_${date}_incident_journal.${extension}`;
}

export function entryToCsv(entry: ExportableEntry, exportedAt = new Date()): string {
  const rows: unknown[][] = [
    ['Field', 'Value'],
    ['Event', entry.event.eventTitle],
    ['Entry Date', entry.entryDate],
    ['Employee Name', entry.employeeName],
    ['Employee Number', entry.employeeNumber],
    ['Shift', entry.shift],
    ['Team Number', entry.teamNumber ?? ''],
    ['Job Title', entry.jobTitle],
    ['Swapped Shift', yesNo(entry.isSwappedShift)],
    ['Status', statusLabel(entry.status)],
    ['Converted to Grievance', yesNo(entry.isGrievance)],
    ['Closed', yesNo(entry.isClosed)],
    ['Incident Notes', entry.incidentNotes],
    ['Supporting Images', entry.images.map((i) => i.originalFileName).join('; ')],
    ['Exported', formatDateTime(exportedAt)],
    [],
    ['Witness #', 'Name', 'Job Title', 'Employee Number', 'Notes'],
    ...[...entry.participants]
      .sort((a, b) => a.order - b.order)
      .map((p) => [p.order, p.name, p.jobTitle, p.employeeNumber ?? '', p.notes ?? '']),
  ];
  // A byte order mark so spreadsheet programs read the text as UTF-8 (names with accents stay intact).
  return `\ufeff${toCsv(rows)}\r\n`;
}

export function entryToText(entry: ExportableEntry, exportedAt = new Date()): string {
  const lines = [
    'INCIDENT JOURNAL ENTRY',
    '======================',
    `Event: ${entry.event.eventTitle}`,
    `Date: ${formatDate(entry.entryDate)}`,
    `Employee: ${entry.employeeName} (#${entry.employeeNumber})`,
    `Shift: ${entry.shift}${entry.isSwappedShift ? ' (swapped shift)' : ''}`,
    `Team Number: ${entry.teamNumber || '-'}`,
    `Job Title: ${entry.jobTitle}`,
    `Status: ${statusLabel(entry.status)}${entry.isGrievance ? ' - converted to grievance' : ''}${entry.isClosed && entry.status !== 'closed' ? ' - closed' : ''}`,
    '',
    'INCIDENT NOTES',
    '--------------',
    entry.incidentNotes,
    '',
    `WITNESSES / PARTICIPANTS (${entry.participants.length})`,
    '----------------------------',
  ];
  if (entry.participants.length === 0) lines.push('None recorded.');
  for (const p of [...entry.participants].sort((a, b) => a.order - b.order)) {
    lines.push(`${p.order}. ${p.name} - ${p.jobTitle}${p.employeeNumber ? ` (#${p.employeeNumber})` : ''}`);
    if (p.notes) lines.push(`   Notes: ${p.notes}`);
  }
  lines.push('', `SUPPORTING IMAGES (${entry.images.length})`, '-------------------');
  lines.push(...(entry.images.length ? entry.images.map((i) => `- ${i.originalFileName}`) : ['None attached.']));
  lines.push('', `Exported ${formatDateTime(exportedAt)}`);
  return `${lines.join('\n')}\n`;
}

/** Hands a file to the browser's download; throws if the browser cannot make one. */
export function downloadFile(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
