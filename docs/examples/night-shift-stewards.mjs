#!/usr/bin/env node
// Lists the shop stewards of the night shift (or of the shift named as the first argument: day, night, swing).
//
//   UNION_API_TOKEN=uc_pat_… node night-shift-stewards.mjs [shift]
//
// Needs Node 22 or newer and a token with the 'read' scope. UNION_API_URL defaults to http://localhost:3000.
// The API has no shift filter: the directory is short (one local's stewards), so it is read whole and filtered here.

const API_URL = (process.env.UNION_API_URL || 'http://localhost:3000').replace(/\/+$/, '');
const TOKEN = process.env.UNION_API_TOKEN;
const SHIFT = (process.argv[2] || 'night').trim().toLowerCase();

const QUERY = `
  query Stewards {
    shopStewards { name position department shift phoneNumber email }
  }`;

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  if (!TOKEN) fail('Set UNION_API_TOKEN to a personal access token with the read scope (Profile Settings > API Access).');
  const response = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: QUERY }),
  });
  const body = await response.json().catch(() => null);
  const error = body?.errors?.[0];
  if (error) fail(`${response.status} ${error.extensions?.code ?? 'ERROR'}: ${error.message}`);
  if (!response.ok || !body?.data) fail(`${response.status}: unexpected answer from ${API_URL}/graphql`);

  // shift is stored as the administrator typed it: 'day', 'night' or 'swing' from the app's form.
  const stewards = body.data.shopStewards.filter((steward) => steward.shift.trim().toLowerCase() === SHIFT);
  if (stewards.length === 0) {
    console.log(`No active shop stewards on the ${SHIFT} shift.`);
    return;
  }
  console.log(`Shop stewards on the ${SHIFT} shift (${stewards.length}):`);
  for (const s of stewards) {
    console.log(`${s.name} | ${s.position} | ${s.department} | ${s.phoneNumber}${s.email ? ` | ${s.email}` : ''}`);
  }
}

main().catch((error) => fail(`Could not reach ${API_URL}: ${error.cause?.message ?? error.message}`));
