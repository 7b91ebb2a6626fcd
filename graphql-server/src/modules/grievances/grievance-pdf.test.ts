import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type GrievancePdfData, renderGrievancePdf, safeTimeZone } from './grievance-pdf.js';
import { inspectPdf } from './grievance-pdf.testing.js';

async function samplePhoto(format: 'jpeg' | 'png'): Promise<Buffer> {
  const base = sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 180, g: 200, b: 220 } } }).composite([
    {
      input: Buffer.from(
        '<svg width="640" height="420"><rect x="60" y="60" width="260" height="180" fill="#c0392b"/><circle cx="470" cy="280" r="90" fill="#2c3e50"/></svg>',
      ),
    },
  ]);
  return format === 'jpeg' ? base.jpeg().toBuffer() : base.png().toBuffer();
}

async function sample(overrides: Partial<GrievancePdfData> = {}): Promise<GrievancePdfData> {
  return {
    branding: {
      unionName: 'Transport Workers Association',
      localNumber: 'Local 591',
      hubName: 'Dallas/Fort Worth Hub',
      contractDate: 'March 26, 2020',
    },
    member: { name: 'José Muñoz', employeeNumber: 'E12345' },
    grievance: {
      title: 'Overtime given to a junior employee — señor Müller',
      status: 'Submitted',
      category: 'Overtime',
      location: 'Terminal C, Gate 14',
      description: 'On the night shift my supervisor offered the overtime to a junior employee. Él dijo: "no hay más horas".',
      contractViolation: 'Article 7, Section 7.2 - Distribution of Overtime; Article 99',
      createdAt: new Date('2026-11-20T15:30:00Z'),
      submittedAt: new Date('2026-11-21T16:00:00Z'),
      incidentDate: '2026-11-18',
    },
    provisions: [
      {
        reference: 'Article 7, Section 7.2 - Distribution of Overtime',
        documentTitle: 'Agreement between Skyline Air Services and the Transport Workers Association',
        text: 'Overtime shall be offered in order of seniority among qualified employees.',
      },
    ],
    provisionsNotFound: ['Article 99'],
    witnesses: [
      { name: 'Zoë Peña', employeeNumber: 'E777', phone: '555-0100', email: 'zoe@example.com', source: 'grievance' },
      { name: 'André Dubois', jobTitle: 'Ramp Agent', notes: 'Saw the posting change.', source: 'journal' },
    ],
    journalEntry: {
      entryDate: '2026-11-18',
      shift: 'Night',
      teamNumber: '4',
      jobTitle: 'Fleet Service Clerk',
      isSwappedShift: true,
      eventTitle: 'Overtime bypass',
      incidentNotes: 'The sign-up sheet was taken down at 21:00.',
    },
    photos: [
      { data: await samplePhoto('jpeg'), mimeType: 'image/jpeg', caption: 'Hoja de inscripción', fileName: 'sign-up.jpg' },
      { data: await samplePhoto('png'), mimeType: 'image/png', caption: null, fileName: 'board.png' },
    ],
    preparedAt: new Date('2026-11-24T18:00:00Z'),
    timeZone: 'America/Chicago',
    ...overrides,
  };
}

describe('renderGrievancePdf', () => {
  it('prints the grievance on US letter with accents intact, fonts embedded and the photos', async () => {
    const pdf = await renderGrievancePdf(await sample());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await inspectPdf(pdf);

    expect(doc.pageSize).toMatch(/^612 x 792 pts \(letter\)/);
    for (const words of [
      'Transport Workers Association, Local 591',
      'Dallas/Fort Worth Hub',
      'Grievance',
      'Overtime given to a junior employee — señor Müller',
      'Member José Muñoz',
      'Employee number E12345',
      'Status Submitted',
      'Category Overtime',
      'Incident date November 18, 2026',
      'Location Terminal C, Gate 14',
      'Created November 20, 2026, 9:30 AM CST',
      'Submitted November 21, 2026, 10:00 AM CST',
      'Él dijo: "no hay más horas".',
      'Article 7, Section 7.2 - Distribution of Overtime; Article 99',
      'Overtime shall be offered in order of seniority among qualified employees.',
      'Not found in the published agreement: Article 99',
      'Zoë Peña',
      'E777',
      'zoe@example.com',
      'André Dubois',
      'Ramp Agent',
      'Night (swapped shift)',
      'Overtime bypass',
      'The sign-up sheet was taken down at 21:00.',
      'Photo 1 of 2: Hoja de inscripción (sign-up.jpg)',
      'Photo 2 of 2 (board.png)',
      'Prepared by the member on November 24, 2026 from their own records',
    ]) {
      expect(doc.text).toContain(words);
    }
    expect(doc.text).toContain(`Page 1 of ${doc.pages}`);
    expect(doc.text).toContain(`Page ${doc.pages} of ${doc.pages}`);
    expect(doc.imageCount).toBe(2);
    expect(doc.fontRows.length).toBeGreaterThan(0);
    // Every font is embedded (the 'emb' column): no reliance on a viewer's Helvetica.
    for (const row of doc.fontRows) expect(row).toMatch(/Roboto.*\byes\b/);
  });

  it('says plainly what is missing when there are no witnesses, no entry, no photos and no citation', async () => {
    const base = await sample();
    const pdf = await renderGrievancePdf({
      ...base,
      grievance: { ...base.grievance, category: null, location: null, submittedAt: null, incidentDate: null, contractViolation: 'Unfair' },
      provisions: [],
      provisionsNotFound: [],
      witnesses: [],
      journalEntry: null,
      photos: [],
      timeZone: 'Not/AZone',
    });
    const doc = await inspectPdf(pdf);
    expect(doc.pages).toBe(1);
    expect(doc.text).toContain('Submitted Not yet submitted');
    expect(doc.text).toContain('Category Not given');
    expect(doc.text).toContain('No article or section number was cited');
    expect(doc.text).toContain('No witnesses were named.');
    expect(doc.text).not.toContain('Journal entry this grievance comes from');
    expect(doc.text).not.toContain('Evidence photos');
    // An unknown time zone falls back to UTC instead of failing.
    expect(doc.text).toContain('Created November 20, 2026, 3:30 PM UTC');
    expect(doc.imageCount).toBe(0);
  });

  it('accepts only real time zones', () => {
    expect(safeTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(safeTimeZone('../../etc/passwd')).toBe('UTC');
    expect(safeTimeZone(undefined)).toBe('UTC');
  });
});
