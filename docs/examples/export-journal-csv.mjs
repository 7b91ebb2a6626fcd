#!/usr/bin/env node
// Exports your own workplace journal to CSV (one row per entry, its witnesses in one cell), newest entry first.
//
//   UNION_API_TOKEN=uc_pat_… node export-journal-csv.mjs > journal.csv
//
// Needs Node 22 or newer and a token with the 'read' scope. UNION_API_URL defaults to http://localhost:3000;
// UNION_PAGE_SIZE (1 to 100, default 100) is how many entries each request asks for.

const API_URL = (process.env.UNION_API_URL || 'http://localhost:3000').replace(/\/+$/, '');
const TOKEN = process.env.UNION_API_TOKEN;
const PAGE_SIZE = Number(process.env.UNION_PAGE_SIZE || 100);

const QUERY = `
  query ExportJournal($first: Int!, $after: String) {
    journalEntriesConnection(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          entryDate
          event { eventTitle }
          status
          shift
          isSwappedShift
          employeeName
          employeeNumber
          jobTitle
          teamNumber
          incidentNotes
          participants { name jobTitle employeeNumber }
        }
      }
    }
  }`;

const COLUMNS = [
  'Date',
  'Event',
  'Status',
  'Shift',
  'Swapped shift',
  'Employee',
  'Employee number',
  'Job title',
  'Team',
  'Notes',
  'Witnesses',
];

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** POSTs one GraphQL request; waits and tries again when the token's rate limit answers 429 with Retry-After. */
async function graphql(query, variables, attempt = 1) {
  const response = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (response.status === 429 && attempt < 3) {
    const seconds = Number(response.headers.get('retry-after') || 60);
    process.stderr.write(`Rate limited; waiting ${seconds} s.\n`);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return graphql(query, variables, attempt + 1);
  }
  const body = await response.json().catch(() => null);
  const error = body?.errors?.[0];
  if (error) fail(`${response.status} ${error.extensions?.code ?? 'ERROR'}: ${error.message}`);
  if (!response.ok || !body?.data) fail(`${response.status}: unexpected answer from ${API_URL}/graphql`);
  return body.data;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A text that starts
 * with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */
function csvField(value) {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (values) => `${values.map(csvField).join(',')}\r\n`;

const witness = (p) => `${p.name} (${[p.jobTitle, p.employeeNumber].filter(Boolean).join(', ')})`;

async function main() {
  if (!TOKEN) fail('Set UNION_API_TOKEN to a personal access token with the read scope (Profile Settings > API Access).');
  if (!Number.isInteger(PAGE_SIZE) || PAGE_SIZE < 1 || PAGE_SIZE > 100) fail('UNION_PAGE_SIZE must be a whole number from 1 to 100.');

  let after = null;
  let written = 0;
  for (;;) {
    const { journalEntriesConnection: page } = await graphql(QUERY, { first: PAGE_SIZE, after });
    // The header only once the first page came back: a refused token leaves no half-written CSV behind.
    if (after === null) process.stdout.write(csvRow(COLUMNS));
    for (const { node: entry } of page.edges) {
      process.stdout.write(
        csvRow([
          entry.entryDate, // already YYYY-MM-DD
          entry.event.eventTitle,
          entry.status,
          entry.shift,
          entry.isSwappedShift ? 'yes' : 'no',
          entry.employeeName,
          entry.employeeNumber,
          entry.jobTitle,
          entry.teamNumber,
          entry.incidentNotes,
          entry.participants.map(witness).join('; '),
        ]),
      );
      written += 1;
    }
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  process.stderr.write(`Exported ${written} journal entries.\n`);
}

main().catch((error) => fail(`Could not reach ${API_URL}: ${error.cause?.message ?? error.message}`));
