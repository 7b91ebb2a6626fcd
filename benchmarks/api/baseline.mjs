// The hand-written baseline of `npm run bench:api`: Fastify + pg on the app's own database, with the
// app's session-cookie check, answering the web's journal list and bulletin feed (through /graphql and through the
// REST paths) with the same JSON as the app, in two SQL statements a request. It is a yardstick for the app's
// cost, not a second server: it serves nothing else and lives only here.
//
// Environment: DATABASE_URL, SESSION_SECRET (the app's), PORT (0: any free port), SESSION_IDLE_MINUTES and
// SESSION_ABSOLUTE_HOURS (the app's defaults). It prints `listening <port>` once it accepts requests.
import { createHmac } from 'node:crypto';
import { entryReadOnlyReason } from '@union/rules/journal';
import Fastify from 'fastify';
import pg from 'pg';
import { FEED_QUERY, JOURNAL_QUERY, webOperation } from './documents.mjs';

const env = process.env;
if (!env.DATABASE_URL || !env.SESSION_SECRET) {
  console.error('baseline: DATABASE_URL and SESSION_SECRET are required');
  process.exit(2);
}
const secret = env.SESSION_SECRET;
const idleMs = Number(env.SESSION_IDLE_MINUTES ?? 30) * 60_000;
// As the app (auth/sessions.ts): a session is touched when its last record is older than this, and the idle check
// allows for it.
const touchAfterMs = Math.min(60_000, idleMs / 10);

const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });

const UNAUTHENTICATED = 'Please log in to continue.';

/** The `sid` cookie, read as the app reads it. @param {string | undefined} header */
function sessionToken(header) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === 'sid') {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The signed-in member's id, or null: SQL statement 1 (and, as in the app, a delete of an expired session or an
 * update of one not seen for a minute).
 * @param {string | undefined} cookieHeader
 * @returns {Promise<string | null>}
 */
async function sessionUserId(cookieHeader) {
  const token = sessionToken(cookieHeader);
  if (!token || token.length > 100) return null;
  const tokenHash = createHmac('sha256', secret).update(token).digest('hex');
  const { rows } = await pool.query('select user_id, last_seen_at, expires_at from sessions where token_hash = $1', [tokenHash]);
  const session = rows[0];
  if (!session) return null;
  const now = Date.now();
  const idleFor = now - session.last_seen_at.getTime();
  if (session.expires_at.getTime() <= now || idleFor > idleMs + touchAfterMs) {
    await pool.query('delete from sessions where token_hash = $1', [tokenHash]);
    return null;
  }
  if (idleFor > touchAfterMs) await pool.query('update sessions set last_seen_at = $2 where token_hash = $1', [tokenHash, new Date(now)]);
  return session.user_id;
}

/** ISO 8601 in UTC with milliseconds, as JavaScript's toISOString writes it (timestamps inside json_agg). */
const iso = (/** @type {string} */ column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// SQL statement 2 of the journal list: the entries with their event, and their photos and witnesses as JSON arrays.
const JOURNAL_SQL = `
  select e.id, e.event_id, e.employee_name, e.employee_number, e.shift, e.team_number, e.job_title, e.is_swapped_shift,
         e.incident_notes, e.entry_date::text as entry_date, e.status, e.is_grievance, e.is_closed, e.version,
         e.created_at, e.updated_at,
         ev.event_title, ev.description as event_description, ev.is_active as event_is_active,
         ev.created_at as event_created_at, ev.updated_at as event_updated_at,
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
   where e.user_id = $1
   order by e.entry_date desc, e.created_at desc, e.id desc`;

// SQL statement 2 of the feed: active bulletins that are Drafts or already published, with the member's opt-in.
const FEED_SQL = `
  select b.id, b.title, b.content, b.type, b.is_public, b.is_active, b.published_at, b.expires_at, b.created_at, b.updated_at,
         coalesce(v.has_opted_in, false) as has_opted_in
    from bulletins b
    left join bulletin_visibility v on v.bulletin_id = b.id and v.user_id = $1
   where b.is_active and (b.published_at is null or b.published_at <= now())
   order by b.published_at desc nulls first, b.created_at desc, b.id asc`;

/**
 * @typedef {'journalEntries' | 'bulletins'} ListField
 * A photo and a witness as the journal SQL aggregates them (timestamps already ISO text):
 * @typedef {[string, number, string, string, number, string, string, string | null, string, string]} ImageTuple
 *   id, order, fileName, originalFileName, fileSize, mimeType, sha256, caption, createdAt, updatedAt
 * @typedef {[string, string, string, string | null, number, string | null, string, string]} ParticipantTuple
 *   id, name, jobTitle, employeeNumber, order, notes, createdAt, updatedAt
 * @typedef {{
 *   id: string, event_id: string, employee_name: string, employee_number: string, shift: string, team_number: string | null,
 *   job_title: string, is_swapped_shift: boolean, incident_notes: string, entry_date: string, status: string,
 *   is_grievance: boolean, is_closed: boolean, version: number, created_at: Date, updated_at: Date,
 *   event_title: string, event_description: string | null, event_is_active: boolean, event_created_at: Date, event_updated_at: Date,
 *   images: ImageTuple[], participants: ParticipantTuple[],
 * }} JournalRow
 * @typedef {{
 *   id: string, title: string, content: string, type: string, is_public: boolean, is_active: boolean,
 *   published_at: Date | null, expires_at: Date | null, created_at: Date, updated_at: Date, has_opted_in: boolean,
 * }} BulletinRow
 */

/** @param {Date | null} date */
const isoOrNull = (date) => (date ? date.toISOString() : null);

/**
 * One journal entry in the field order of the web's JournalEntryFields fragment (GraphQL) or of the app's REST
 * shim (the type's own fields, then id, createdAt, updatedAt).
 * @param {JournalRow} row
 * @param {boolean} graphql
 */
function journalEntry(row, graphql) {
  const readOnlyReason = entryReadOnlyReason({ isClosed: row.is_closed, isGrievance: row.is_grievance, status: row.status });
  const url = (/** @type {string} */ imageId) => `/api/journal/entries/${row.id}/images/${imageId}/view`;
  const eventCreatedAt = row.event_created_at.toISOString();
  if (graphql) {
    return {
      id: row.id,
      eventId: row.event_id,
      event: {
        id: row.event_id,
        eventTitle: row.event_title,
        description: row.event_description,
        isActive: row.event_is_active,
        createdAt: eventCreatedAt,
        __typename: 'JournalEvent',
      },
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
      readOnlyReason,
      version: row.version,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      images: row.images.map(([id, order, , originalFileName, fileSize, mimeType, , caption, createdAt]) => ({
        id,
        entryId: row.id,
        order,
        originalFileName,
        fileSize,
        mimeType,
        caption,
        url: url(id),
        uploadedAt: createdAt,
        __typename: 'JournalEntryImage',
      })),
      participants: row.participants.map(([id, name, jobTitle, employeeNumber, order, notes]) => ({
        id,
        entryId: row.id,
        name,
        jobTitle,
        employeeNumber,
        order,
        notes,
        __typename: 'JournalParticipant',
      })),
      __typename: 'JournalEntry',
    };
  }
  return {
    event: {
      eventTitle: row.event_title,
      description: row.event_description,
      isActive: row.event_is_active,
      id: row.event_id,
      createdAt: eventCreatedAt,
      updatedAt: row.event_updated_at.toISOString(),
    },
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
    readOnlyReason,
    images: row.images.map(([id, order, fileName, originalFileName, fileSize, mimeType, sha256, caption, createdAt, updatedAt]) => ({
      entryId: row.id,
      url: url(id),
      fileName,
      originalFileName,
      fileSize,
      mimeType,
      sha256,
      caption,
      order,
      uploadedAt: createdAt,
      id,
      createdAt,
      updatedAt,
    })),
    participants: row.participants.map(([id, name, jobTitle, employeeNumber, order, notes, createdAt, updatedAt]) => ({
      entryId: row.id,
      name,
      jobTitle,
      employeeNumber,
      order,
      notes,
      id,
      createdAt,
      updatedAt,
    })),
    id: row.id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * One bulletin in the field order of the web's FeedBulletinFields fragment (GraphQL) or of the REST shim.
 * @param {BulletinRow} row
 * @param {boolean} graphql
 */
function bulletin(row, graphql) {
  if (graphql) {
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      type: row.type,
      isPublic: row.is_public,
      isActive: row.is_active,
      publishedAt: isoOrNull(row.published_at),
      expiresAt: isoOrNull(row.expires_at),
      hasOptedIn: row.has_opted_in,
      __typename: 'Bulletin',
    };
  }
  return {
    title: row.title,
    content: row.content,
    type: row.type,
    isPublic: row.is_public,
    publishedAt: isoOrNull(row.published_at),
    expiresAt: isoOrNull(row.expires_at),
    isActive: row.is_active,
    hasOptedIn: row.has_opted_in,
    id: row.id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** @type {Record<ListField, { sql: string, shape: (row: any, graphql: boolean) => object }>} */
const lists = {
  journalEntries: { sql: JOURNAL_SQL, shape: journalEntry },
  bulletins: { sql: FEED_SQL, shape: bulletin },
};

/** @param {ListField} field @param {string} userId @param {boolean} graphql */
async function list(field, userId, graphql) {
  const { sql, shape } = lists[field];
  const { rows } = await pool.query(sql, [userId]);
  return rows.map((row) => shape(row, graphql));
}

// The web's two queries, recognised by their exact text (anything else is refused: this is not a GraphQL server).
/** @type {Map<string, ListField>} */
const operations = new Map([
  [webOperation(JOURNAL_QUERY).query, 'journalEntries'],
  [webOperation(FEED_QUERY).query, 'bulletins'],
]);

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
const JSON_TYPE = 'application/json; charset=utf-8';

app.post('/graphql', async (request, reply) => {
  const field = operations.get(/** @type {any} */ (request.body)?.query);
  if (!field)
    return reply
      .code(400)
      .type(JSON_TYPE)
      .send({ errors: [{ message: 'The baseline answers only the web queries it measures.' }] });
  const userId = await sessionUserId(request.headers.cookie);
  // Apollo Server's answer (JSON.stringify and a newline), an error in `errors` with HTTP 200 as the app sends it.
  const answer = userId
    ? { data: { [field]: await list(field, userId, true) } }
    : { errors: [{ message: UNAUTHENTICATED, path: [field], extensions: { code: 'UNAUTHENTICATED' } }], data: null };
  return reply.type(JSON_TYPE).send(`${JSON.stringify(answer)}\n`);
});

for (const [path, field] of /** @type {const} */ ([
  ['/api/journal/entries', 'journalEntries'],
  ['/api/bulletins', 'bulletins'],
])) {
  app.get(path, async (request, reply) => {
    const userId = await sessionUserId(request.headers.cookie);
    if (!userId)
      return reply
        .code(401)
        .type(JSON_TYPE)
        .send(JSON.stringify({ message: UNAUTHENTICATED }));
    return reply.type(JSON_TYPE).send(JSON.stringify(await list(field, userId, false)));
  });
}

// The bench reads this server's CPU time and memory here, before and after each round.
app.get('/__bench/usage', async () => ({ cpu: process.cpuUsage(), rss: process.memoryUsage.rss() }));

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

const address = await app.listen({ port: Number(env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
