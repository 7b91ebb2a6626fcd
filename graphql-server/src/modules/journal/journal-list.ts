import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageArgs } from '@union/rules/pagination';
import { entryReadOnlyReason } from '@union/rules/journal';
import { findPage, type Keyset, type Page } from '../../db/keyset.js';
import { readRows } from '../../db/read-rows.js';
import { viewAs } from '../../graphql/serialize.js';
import type { User } from '../../auth/user.entity.js';
import { ENTRY_POPULATE, JournalEntry, JournalEntryImage, JournalEvent, JournalParticipant } from './journal.entities.js';

// The journal list, read for speed without the ORM: the one place besides the entities that states which columns make
// a journal entry, its event, photos and witnesses. journal-list.test.ts compares its answer with the ORM's, every
// @Field of the four classes, so a field added to an entity and not read here fails that test, by name.

/** The journal's order: newest entry date first, then newest written; the id decides between equals. */
export const ENTRY_ORDER: Keyset<JournalEntry> = {
  name: 'journal',
  keys: [
    { field: 'entryDate', direction: 'desc', type: 'date' },
    { field: 'createdAt', direction: 'desc', type: 'timestamp' },
    { field: 'id', direction: 'desc', type: 'uuid' },
  ],
};

/** A timestamp as JavaScript's toISOString writes it (the columns hold milliseconds: the app writes them). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The journal list in one statement: the actor's entries (WHERE user_id = actor, as everywhere), each with its event
// and its photos and witnesses as JSON arrays in order. ENTRY_ORDER's order; timestamps as ISO text.
const LIST_ENTRIES_SQL = `
  select e.id, e.event_id, e.employee_name, e.employee_number, e.shift, e.team_number, e.job_title, e.is_swapped_shift,
         e.incident_notes, e.entry_date::text as entry_date, e.status, e.is_grievance, e.is_closed, e.version,
         ${iso('e.created_at')} as created_at, ${iso('e.updated_at')} as updated_at,
         ev.event_title, ev.description as event_description, ev.is_active as event_is_active,
         ${iso('ev.created_at')} as event_created_at, ${iso('ev.updated_at')} as event_updated_at,
         (select coalesce(json_agg(json_build_array(i.id, i."order", i.file_name, i.original_file_name, i.file_size, i.mime_type,
                                                    i.sha256, i.caption, ${iso('i.created_at')}, ${iso('i.updated_at')})
                                   order by i."order"), '[]')
            from journal_entry_images i where i.entry_id = e.id) as images,
         (select coalesce(json_agg(json_build_array(p.id, p.name, p.job_title, p.employee_number, p."order", p.notes,
                                                    ${iso('p.created_at')}, ${iso('p.updated_at')})
                                   order by p."order"), '[]')
            from journal_participants p where p.entry_id = e.id) as participants
    from journal_entries e
    join journal_events ev on ev.id = e.event_id
   where e.user_id = ?
   order by e.entry_date desc, e.created_at desc, e.id desc`;

type ImageTuple = [string, number, string, string, number, string, string, string | null, string, string];
type ParticipantTuple = [string, string, string, string | null, number, string | null, string, string];
interface EntryRow {
  id: string;
  event_id: string;
  employee_name: string;
  employee_number: string;
  shift: string;
  team_number: string | null;
  job_title: string;
  is_swapped_shift: boolean;
  incident_notes: string;
  entry_date: string;
  status: JournalEntry['status'];
  is_grievance: boolean;
  is_closed: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  event_title: string;
  event_description: string | null;
  event_is_active: boolean;
  event_created_at: string;
  event_updated_at: string;
  images: ImageTuple[];
  participants: ParticipantTuple[];
}

function entryView(row: EntryRow): JournalEntry {
  const entryId = row.id;
  const event = viewAs(JournalEvent, {
    id: row.event_id,
    eventTitle: row.event_title,
    description: row.event_description,
    isActive: row.event_is_active,
    createdAt: new Date(row.event_created_at),
    updatedAt: new Date(row.event_updated_at),
  });
  const images = row.images.map(([id, order, fileName, originalFileName, fileSize, mimeType, sha256, caption, createdAt, updatedAt]) => {
    const created = new Date(createdAt);
    return viewAs(JournalEntryImage, {
      id,
      entryId,
      order,
      fileName,
      originalFileName,
      fileSize,
      mimeType,
      sha256,
      caption,
      url: `/api/journal/entries/${entryId}/images/${id}/view`,
      uploadedAt: created,
      createdAt: created,
      updatedAt: new Date(updatedAt),
    });
  });
  const participants = row.participants.map(([id, name, jobTitle, employeeNumber, order, notes, createdAt, updatedAt]) =>
    viewAs(JournalParticipant, {
      id,
      entryId,
      name,
      jobTitle,
      employeeNumber,
      order,
      notes,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    }),
  );
  const flags = { isClosed: row.is_closed, isGrievance: row.is_grievance, status: row.status };
  return viewAs(JournalEntry, {
    id: entryId,
    event,
    eventId: row.event_id,
    employeeName: row.employee_name,
    employeeNumber: row.employee_number,
    shift: row.shift,
    teamNumber: row.team_number,
    jobTitle: row.job_title,
    isSwappedShift: row.is_swapped_shift,
    incidentNotes: row.incident_notes,
    entryDate: row.entry_date,
    status: row.status,
    isGrievance: row.is_grievance,
    isClosed: row.is_closed,
    version: row.version,
    readOnlyReason: entryReadOnlyReason(flags),
    images,
    participants,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });
}

/**
 * All of the actor's entries with event, photos and witnesses, for reading only: one SQL statement and plain rows
 * made into read-only views (viewAs: no entity hydration, no identity map, no collections), the same answer as the
 * entities give through GraphQL and REST.
 */
export async function listEntries(em: EntityManager, actor: User): Promise<JournalEntry[]> {
  const rows = await readRows<EntryRow>(em, LIST_ENTRIES_SQL, [actor.id]);
  return rows.map(entryView);
}

/** One page of listEntries: the same rows in the same order. */
export function listEntriesPage(em: EntityManager, actor: User, page: PageArgs): Promise<Page<JournalEntry>> {
  return findPage(em, JournalEntry, { user: actor.id }, ENTRY_ORDER, page, { populate: ENTRY_POPULATE });
}
