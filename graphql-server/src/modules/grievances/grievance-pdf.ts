import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content, TDocumentDefinitions } from 'pdfmake';
import type { CitedProvision } from './grievance-citations.js';

// The filing-ready document of one grievance: US letter, the local's name on every page, a facts table, the member's
// account, the contract provisions cited with their text, witnesses, the journal entry and the evidence photos.
// Roboto (shipped with pdfmake) is embedded, so accented names and Spanish text survive copy, search and pdftotext.

export interface GrievancePdfWitness {
  name: string;
  jobTitle?: string | null;
  employeeNumber?: string | null;
  phone?: string | null;
  email?: string | null;
  notes?: string | null;
  /** Where the witness was named: on the grievance itself, or as a participant of the journal entry. */
  source: 'grievance' | 'journal';
}

export interface GrievancePdfPhoto {
  /** JPEG or PNG bytes (other formats are converted before they get here). */
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  caption?: string | null;
  fileName: string;
}

export interface GrievancePdfData {
  branding: { unionName: string; localNumber: string; hubName: string; contractDate: string };
  member: { name: string; employeeNumber: string };
  grievance: {
    title: string;
    /** The status label ('Draft', 'Submitted'). */
    status: string;
    category?: string | null;
    location?: string | null;
    description: string;
    contractViolation: string;
    createdAt: Date;
    submittedAt?: Date | null;
    /** YYYY-MM-DD: the journal entry's date. */
    incidentDate?: string | null;
  };
  provisions: CitedProvision[];
  /** References in the contract violation that match nothing in the published agreement, as written. */
  provisionsNotFound: string[];
  witnesses: GrievancePdfWitness[];
  journalEntry?: {
    entryDate: string;
    shift: string;
    teamNumber?: string | null;
    jobTitle: string;
    isSwappedShift: boolean;
    eventTitle: string;
    incidentNotes: string;
  } | null;
  photos: GrievancePdfPhoto[];
  /** File names of evidence photos whose stored file could not be read (listed, so none goes missing unsaid). */
  unreadablePhotos?: string[];
  /** When the document was made (printed in the footer). */
  preparedAt: Date;
  /** IANA time zone for dates and times (the member's browser's); UTC when absent. */
  timeZone?: string;
}

const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONT_FILES = {
  normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
};

type PdfMake = typeof import('pdfmake')['default'];
let loaded: Promise<PdfMake> | undefined;
// pdfmake is one shared instance: fonts and access policies are set once. It may read only its own font files and
// never fetch a URL, whatever a document holds (images arrive as data URLs). It is loaded with the first grievance
// printed, not at start: about 8 MB of heap that most of the server's life never uses.
function loadPdfMake(): Promise<PdfMake> {
  loaded ??= import('pdfmake').then(({ default: pdfmake }) => {
    const allowed = new Set(Object.values(FONT_FILES));
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => allowed.has(path.resolve(file)));
    return pdfmake;
  });
  return loaded;
}

const MARGIN = 54; // 0.75 in
const LETTER_WIDTH = 612;
const CONTENT_WIDTH = LETTER_WIDTH - 2 * MARGIN;
const MUTED = '#555555';
const RULE = '#999999';

/** Valid IANA zone or UTC: a bad ?tz= never breaks the document. */
export function safeTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function formatDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}

function formatDateTime(date: Date, timeZone: string): string {
  const day = formatDate(date, timeZone);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(date);
  return `${day}, ${time}`;
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

function heading(text: string): Content {
  return { text, style: 'heading', headlineLevel: 1 };
}

/** The most characters of one field that are printed: the longest text a member can write in any field. */
export const FIELD_PRINT_LIMIT = 50_000;
/** A run of this many characters with no place to break it gets one (a zero-width space) after every such run. */
const LONGEST_UNBROKEN_RUN = 30;
const UNBROKEN_RUN = new RegExp(`[^\\s\u200b]{${LONGEST_UNBROKEN_RUN}}(?=[^\\s\u200b])`, 'gu');

/**
 * A field's text as it is printed. The layout splits a word wider than the line one character at a time, in time and
 * memory that grow with the square of its length: long unbroken runs (a pasted link, a held-down key) get break
 * opportunities, invisible on paper and in the copied text. A field longer than any member can write (text stored
 * before today's limits, a contract provision) is printed up to the limit with a line that says what was left out.
 */
export function printable(text: string): string {
  const trimmed = text.trim();
  const shown = trimmed.length > FIELD_PRINT_LIMIT ? trimmed.slice(0, FIELD_PRINT_LIMIT) : trimmed;
  const broken = shown.replace(UNBROKEN_RUN, '$&\u200b');
  if (shown.length === trimmed.length) return broken;
  const rest = (trimmed.length - shown.length).toLocaleString('en-US');
  return `${broken}\n[${rest} more characters are not printed here: the full text is in the app.]`;
}

/**
 * A multi-line field: one paragraph a line (the layout is quadratic in the lines of one text node, linear across
 * nodes), and a run of blank lines printed as one.
 */
function paragraphs(text: string, style: Record<string, unknown> = {}): Content {
  const lines = printable(text)
    .split(/\r?\n/)
    .filter((line, i, all) => line.trim() !== '' || (i > 0 && all[i - 1].trim() !== ''));
  return { stack: lines.map((line): Content => ({ text: line.trim() === '' ? ' ' : line, style: 'body', ...style })) };
}

function factsTable(rows: [string, string][]): Content {
  return {
    table: {
      widths: [130, '*'],
      body: rows.map(([label, value]): Content[] => [
        { text: label, style: 'label' },
        { text: printable(value), style: 'value' },
      ]),
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0.8 : 0.4),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 4,
      paddingBottom: () => 4,
      paddingLeft: () => 0,
    },
  };
}

function witnessesContent(witnesses: GrievancePdfWitness[]): Content {
  if (witnesses.length === 0) return { text: 'No witnesses were named.', style: 'muted' };
  return witnesses.map((w, i): Content => {
    const lines: string[] = [];
    const role = [w.jobTitle, present(w.employeeNumber) ? `Employee #${w.employeeNumber}` : null].filter(present).join(' · ');
    if (role) lines.push(role);
    const contact = [w.phone, w.email].filter(present).join(' · ');
    if (contact) lines.push(contact);
    if (present(w.notes)) lines.push(w.notes);
    return {
      stack: [
        {
          text: [
            { text: printable(w.name), bold: true },
            { text: `   ${w.source === 'grievance' ? 'named on the grievance' : 'participant in the journal entry'}`, style: 'muted' },
          ],
        },
        ...lines.map((line): Content => paragraphs(line)),
      ],
      margin: [0, i === 0 ? 0 : 8, 0, 0],
      unbreakable: true,
    };
  });
}

function provisionsContent(data: GrievancePdfData): Content[] {
  const out: Content[] = [
    { text: 'As stated by the member:', style: 'muted', margin: [0, 0, 0, 2] },
    { stack: [paragraphs(data.grievance.contractViolation, { italics: true })], margin: [0, 0, 0, 8] },
  ];
  for (const p of data.provisions) {
    out.push({
      stack: [
        { text: printable(p.reference), style: 'provision' },
        { text: printable(p.documentTitle), style: 'muted', fontSize: 8.5, margin: [0, 0, 0, 3] },
        paragraphs(p.text),
      ],
      margin: [0, 6, 0, 4],
    });
  }
  if (data.provisionsNotFound.length > 0) {
    out.push({
      stack: [
        { text: 'Not found in the published agreement:', style: 'muted', margin: [0, 6, 0, 2] },
        { ul: data.provisionsNotFound.map((n) => ({ text: printable(n), style: 'body' })) },
      ],
    });
  }
  if (data.provisions.length === 0 && data.provisionsNotFound.length === 0) {
    out.push({ text: 'No article or section number was cited, so no contract text is attached.', style: 'muted' });
  }
  return out;
}

function journalContent(entry: NonNullable<GrievancePdfData['journalEntry']>): Content[] {
  const rows: [string, string][] = [
    ['Entry date', formatDay(entry.entryDate)],
    ['Event', entry.eventTitle],
    ['Shift', entry.isSwappedShift ? `${entry.shift} (swapped shift)` : entry.shift],
  ];
  if (present(entry.teamNumber)) rows.push(['Team', entry.teamNumber]);
  rows.push(['Job title', entry.jobTitle]);
  return [factsTable(rows), { text: 'Incident notes', style: 'subheading' }, paragraphs(entry.incidentNotes)];
}

function photosContent(photos: GrievancePdfPhoto[]): Content[] {
  return photos.map(
    (photo, i): Content => ({
      stack: [
        { image: `photo${i}`, fit: [CONTENT_WIDTH, 270], alignment: 'center' },
        {
          text: [
            { text: `Photo ${i + 1} of ${photos.length}`, bold: true },
            { text: present(photo.caption) ? `: ${printable(photo.caption)}` : '' },
            { text: `  (${photo.fileName})`, color: MUTED },
          ],
          style: 'caption',
        },
      ],
      unbreakable: true,
      margin: [0, i === 0 ? 0 : 14, 0, 0],
    }),
  );
}

/** The document definition (exported for tests of the layout's words). */
export function grievanceDocDefinition(data: GrievancePdfData): TDocumentDefinitions {
  const zone = safeTimeZone(data.timeZone);
  const { branding, member, grievance } = data;
  const localName = [branding.unionName, branding.localNumber].filter(present).join(', ');
  const facts: [string, string][] = [
    ['Member', member.name],
    ['Employee number', member.employeeNumber],
    ['Status', grievance.status],
    ['Category', present(grievance.category) ? grievance.category : 'Not given'],
    ['Incident date', present(grievance.incidentDate) ? formatDay(grievance.incidentDate) : 'Not given'],
    ['Location', present(grievance.location) ? grievance.location : 'Not given'],
    ['Created', formatDateTime(grievance.createdAt, zone)],
    ['Submitted', grievance.submittedAt ? formatDateTime(grievance.submittedAt, zone) : 'Not yet submitted'],
  ];
  if (present(branding.contractDate)) facts.push(['Agreement', `Collective bargaining agreement of ${branding.contractDate}`]);

  const content: Content[] = [
    { text: 'Grievance', style: 'title' },
    { text: printable(grievance.title), style: 'grievanceTitle' },
    factsTable(facts),
    heading('Statement of the grievance'),
    paragraphs(grievance.description),
    heading('Contract provisions cited'),
    ...provisionsContent(data),
    heading('Witnesses'),
    witnessesContent(data.witnesses),
  ];
  if (data.journalEntry) content.push(heading('Journal entry this grievance comes from'), ...journalContent(data.journalEntry));
  const unreadable = data.unreadablePhotos ?? [];
  if (data.photos.length > 0 || unreadable.length > 0) content.push(heading('Evidence photos'), ...photosContent(data.photos));
  if (unreadable.length > 0) {
    content.push({
      text: `Could not be included (the stored file could not be read): ${unreadable.join(', ')}`,
      style: 'muted',
      margin: [0, 10, 0, 0],
    });
  }

  return {
    pageSize: 'LETTER',
    pageMargins: [MARGIN, MARGIN + 10, MARGIN, MARGIN],
    info: { title: `Grievance: ${grievance.title}`, author: member.name, subject: 'Grievance', creator: localName },
    header: () => ({
      columns: [
        { text: localName, bold: true },
        { text: branding.hubName, alignment: 'right', color: MUTED },
      ],
      margin: [MARGIN, 26, MARGIN, 0],
      fontSize: 9,
    }),
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `Prepared by the member on ${formatDate(data.preparedAt, zone)} from their own records`, color: MUTED },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', width: 80 },
      ],
      margin: [MARGIN, 18, MARGIN, 0],
      fontSize: 8.5,
    }),
    // Photos may arrive as plain bytes (from another thread), not a Buffer.
    images: Object.fromEntries(
      data.photos.map((p, i) => [`photo${i}`, `data:${p.mimeType};base64,${Buffer.from(p.data).toString('base64')}`]),
    ),
    content,
    // A heading never ends a page alone.
    pageBreakBefore: (node, following) => node.headlineLevel === 1 && following.getFollowingNodesOnPage().length === 0,
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 0, 0, 2] },
      grievanceTitle: { fontSize: 13, margin: [0, 0, 0, 12] },
      heading: { fontSize: 12.5, bold: true, margin: [0, 18, 0, 6] },
      subheading: { bold: true, margin: [0, 10, 0, 4] },
      label: { color: MUTED },
      value: {},
      body: {},
      muted: { color: MUTED },
      provision: { bold: true },
      caption: { fontSize: 9, margin: [0, 4, 0, 0], alignment: 'center' },
    },
  };
}

/** Renders the grievance's document: a PDF of US letter pages. */
export async function renderGrievancePdf(data: GrievancePdfData): Promise<Buffer> {
  const pdfmake = await loadPdfMake();
  pdfmake.setFonts({ Roboto: { ...FONT_FILES } });
  return pdfmake.createPdf(grievanceDocDefinition(data)).getBuffer();
}
