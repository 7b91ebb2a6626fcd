import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { Config } from '../../config.js';
import { findOwnedOrNotFound } from '../../db/find.js';
import { MAX_IMAGE_PIXELS } from '../../storage/images.js';
import type { FileStorage } from '../../storage/storage.js';
import type { GrievanceStatus } from '@union/rules/constants';
import { brandingOf } from '../branding/branding.type.js';
import { JournalEntry } from '../journal/journal.entities.js';
import type { User } from '../../auth/user.entity.js';
import { publishedSections, resolveCitations } from './grievance-citations.js';
import { Grievance, GrievanceImage } from './grievance.entities.js';
import { moduleBeside, type OffThreadTask, runOffThread } from '../../offload/off-thread.js';
import type { GrievancePdfData, GrievancePdfPhoto, GrievancePdfWitness } from './grievance-pdf.js';

// Gathers everything the filing-ready PDF prints about one grievance of the signed-in member, from their own rows
// only: another member's grievance id is NOT_FOUND, like every other grievance path.

export interface GrievanceDocumentDeps {
  em: EntityManager;
  storage: FileStorage;
  config: Config;
}

export interface GrievanceDocumentOptions {
  /** The member's IANA time zone for dates (their browser's); UTC when absent or unknown. */
  timeZone?: string;
  /** When the document is made (tests fix it). */
  now?: Date;
}

const STATUS_LABELS: Record<GrievanceStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Photos are printed at most this many pixels on their long side: sharp on paper, and a PDF of a few MB at most. */
const PHOTO_MAX_SIDE = 1600;

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const { stream } = await storage.open(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A stored photo as JPEG for the PDF (WebP cannot be embedded in a PDF; JPEG and PNG could be, but a 10 MB original
 * would make a heavy document): scaled down to PHOTO_MAX_SIDE, transparency flattened on white. Null when unreadable.
 */
async function photoForPdf(storage: FileStorage, image: GrievanceImage): Promise<GrievancePdfPhoto | null> {
  try {
    const bytes = await readAll(storage, image.objectStoragePath);
    const data = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { data, mimeType: 'image/jpeg', caption: image.caption ?? null, fileName: image.originalFileName };
  } catch {
    return null;
  }
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The grievance's witness and the journal entry's participants, each person once: a witness who is also a
 * participant (the dialog prefills the entry's first witness) keeps the grievance's contact details and the
 * entry's job title and notes.
 */
function witnessesOf(grievance: Grievance, entry: JournalEntry | null): GrievancePdfWitness[] {
  const participants = entry ? entry.participants : [];
  const out: GrievancePdfWitness[] = [];
  const name = grievance.witnessName?.trim();
  if (name) {
    const same = participants.find((p) => sameName(p.name, name));
    out.push({
      name,
      jobTitle: same?.jobTitle ?? null,
      employeeNumber: grievance.witnessEmployeeNumber || same?.employeeNumber || null,
      phone: grievance.witnessPhone ?? null,
      email: grievance.witnessEmail ?? null,
      notes: same?.notes ?? null,
      source: 'grievance',
    });
  }
  for (const p of participants) {
    if (name && sameName(p.name, name)) continue;
    out.push({ name: p.name, jobTitle: p.jobTitle, employeeNumber: p.employeeNumber ?? null, notes: p.notes ?? null, source: 'journal' });
  }
  return out;
}

/** Everything the PDF prints about the member's grievance (NOT_FOUND for a grievance that is not theirs). */
export async function gatherGrievanceDocument(
  deps: GrievanceDocumentDeps,
  actor: User,
  grievanceId: unknown,
  options: GrievanceDocumentOptions = {},
): Promise<GrievancePdfData> {
  const { em, storage } = deps;
  const grievance = await findOwnedOrNotFound(em, Grievance, grievanceId, actor.id, 'Grievance', { populate: ['category'] });

  const entry = grievance.journalEntry
    ? await em.findOne(
        JournalEntry,
        { id: grievance.journalEntry.id, user: actor.id },
        { populate: ['event', 'participantRows', 'grievanceCategory'] },
      )
    : null;
  const category = grievance.category ?? entry?.grievanceCategory ?? null;

  const images = await em.find(GrievanceImage, { grievance: grievance.id }, { orderBy: { order: 'asc' } });
  const photos: GrievancePdfPhoto[] = [];
  const unreadablePhotos: string[] = [];
  for (const image of images) {
    const photo = await photoForPdf(storage, image);
    if (photo) photos.push(photo);
    else unreadablePhotos.push(image.originalFileName);
  }

  const { provisions, notFound } = resolveCitations(grievance.contractViolation, await publishedSections(em));

  return {
    branding: brandingOf(deps.config),
    member: { name: `${actor.firstName} ${actor.lastName}`.trim(), employeeNumber: actor.employeeNumber },
    grievance: {
      title: grievance.title,
      status: STATUS_LABELS[grievance.status] ?? grievance.status,
      category: category?.name ?? null,
      location: grievance.location ?? null,
      description: grievance.description,
      contractViolation: grievance.contractViolation,
      createdAt: grievance.createdAt,
      submittedAt: grievance.submittedAt ?? null,
      incidentDate: entry?.entryDate ?? null,
    },
    provisions,
    provisionsNotFound: notFound,
    witnesses: witnessesOf(grievance, entry),
    journalEntry: entry
      ? {
          entryDate: entry.entryDate,
          shift: entry.shift,
          teamNumber: entry.teamNumber ?? null,
          jobTitle: entry.jobTitle,
          isSwappedShift: entry.isSwappedShift,
          eventTitle: entry.event.eventTitle,
          incidentNotes: entry.incidentNotes,
        }
      : null,
    photos,
    unreadablePhotos,
    preparedAt: options.now ?? new Date(),
    timeZone: options.timeZone,
  };
}

/** 'Grievance - Overtime given to a junior employee.pdf': the title, without characters no file system takes. */
export function grievancePdfFileName(title: string): string {
  const clean = [
    ...title
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, 100)
    .join('')
    .trim();
  return clean ? `Grievance - ${clean}.pdf` : 'Grievance.pdf';
}

const TOO_LONG_TO_PRINT = 'This grievance is too long to print as one document. Please shorten its longest text and try again.';

/** The layout runs off the request thread: its time and memory depend on what the member wrote. */
const RENDER_PDF: OffThreadTask = {
  moduleUrl: moduleBeside(import.meta.url, './grievance-pdf'),
  exportName: 'renderGrievancePdf',
  timeLimitMs: 30_000,
  memoryMb: 512,
  tooSlowMessage: TOO_LONG_TO_PRINT,
  tooLargeMessage: TOO_LONG_TO_PRINT,
};

/** The member's grievance as a filing-ready PDF, with the file name to download it under. */
export async function grievancePdf(
  deps: GrievanceDocumentDeps,
  actor: User,
  grievanceId: unknown,
  options: GrievanceDocumentOptions = {},
): Promise<{ pdf: Buffer; fileName: string }> {
  const data = await gatherGrievanceDocument(deps, actor, grievanceId, options);
  const pdf = await runOffThread<Uint8Array>(RENDER_PDF, data);
  return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), fileName: grievancePdfFileName(data.grievance.title) };
}
