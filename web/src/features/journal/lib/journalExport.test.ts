import { describe, expect, it } from 'vitest';
import { entryToCsv, entryToText, exportFileName, type ExportableEntry } from './journalExport';

const entry: ExportableEntry = {
  employeeName: 'José O’Neil-Reyes',
  employeeNumber: '204518',
  entryDate: '2026-11-10',
  shift: '6am-2pm (Day)',
  teamNumber: null,
  jobTitle: 'Fleet Service Agent',
  isSwappedShift: true,
  incidentNotes: '=cmd|" /C calc"!A0\nBelt kept running, "twice".',
  status: 'grievance_ready',
  isGrievance: false,
  isClosed: false,
  event: { eventTitle: 'BL-07 emergency stop' },
  participants: [
    { order: 2, name: 'Tom Becker', jobTitle: 'Crew Chief', employeeNumber: null, notes: null },
    { order: 1, name: '@Alicia Romero', jobTitle: 'Senior Fleet Service Agent', employeeNumber: '198402', notes: '+Saw it, from the belt' },
  ],
  images: [{ originalFileName: 'tag.jpg' }],
};

describe('journal exports', () => {
  it('names files from the employee name and the entry date', () => {
    expect(exportFileName(entry, 'csv')).toBe('Jose_O_Neil_Reyes_2026-11-10_incident_journal.csv');
    expect(exportFileName({ employeeName: '../../', entryDate: 'x' }, 'txt')).toBe('entry_undated_incident_journal.txt');
  });

  it('keeps a name written in another script instead of falling back to "entry"', () => {
    expect(exportFileName({ employeeName: 'Иван Петров', entryDate: '2026-11-10' }, 'csv')).toBe(
      'Иван_Петров_2026-11-10_incident_journal.csv',
    );
    expect(exportFileName({ employeeName: '山田 がく', entryDate: '2026-11-10' }, 'txt')).toBe('山田_がく_2026-11-10_incident_journal.txt');
    expect(exportFileName({ employeeName: 'Zoë "Z" <Núñez>', entryDate: '2026-11-10' }, 'txt')).toBe(
      'Zoe_Z_Nunez_2026-11-10_incident_journal.txt',
    );
  });

  it('writes a CSV with escaped cells and the participants’ notes', () => {
    const csv = entryToCsv(entry, new Date(2026, 10, 12, 15, 4));
    expect(csv.startsWith('\ufeff"Field","Value"\r\n')).toBe(true);
    expect(csv).toContain(`"Incident Notes","'=cmd|"" /C calc""!A0\nBelt kept running, ""twice""."`);
    expect(csv).toContain('"Status","Grievance Ready"');
    expect(csv).toContain(`"1","'@Alicia Romero","Senior Fleet Service Agent","198402","'+Saw it, from the belt"`);
    expect(csv).toContain('"2","Tom Becker","Crew Chief","",""');
    expect(csv.indexOf('"1","\'@Alicia')).toBeLessThan(csv.indexOf('"2","Tom'));
  });

  it('writes a readable text report', () => {
    const text = entryToText(entry, new Date(2026, 10, 12, 15, 4));
    expect(text).toContain('Date: Nov 10, 2026');
    expect(text).toContain('Employee: José O’Neil-Reyes (#204518)');
    expect(text).toContain('Shift: 6am-2pm (Day) (swapped shift)');
    expect(text).toContain(
      '1. @Alicia Romero - Senior Fleet Service Agent (#198402)\n   Notes: +Saw it, from the belt\n2. Tom Becker - Crew Chief',
    );
    expect(text).toContain('Exported Nov 12, 2026, 3:04 PM');
  });

  it('says a closed entry is closed once', () => {
    const text = entryToText({ ...entry, status: 'closed', isClosed: true });
    expect(text).toContain('Status: Closed\n');
    expect(entryToText({ ...entry, status: 'saved', isClosed: true })).toContain('Status: Saved - closed\n');
  });
});
