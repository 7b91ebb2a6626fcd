#!/usr/bin/env node
// Posts a bulletin to the members' feed, published now (an administrator's token with 'admin:read' and 'admin:write').
//
//   UNION_API_TOKEN=uc_pat_… node post-bulletin.mjs "Title" "Text of the bulletin" [general|test_scores|training|urgent]
//
// Needs Node 22 or newer. UNION_API_URL defaults to http://localhost:3000.

const API_URL = (process.env.UNION_API_URL || 'http://localhost:3000').replace(/\/+$/, '');
const TOKEN = process.env.UNION_API_TOKEN;
const [title, content, type = 'general'] = process.argv.slice(2);

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  if (!TOKEN) fail("Set UNION_API_TOKEN to an administrator's token with the admin:write scope (Profile Settings > API Access).");
  if (!title || !content) fail('Usage: node post-bulletin.mjs "Title" "Text of the bulletin" [general|test_scores|training|urgent]');

  const response = await fetch(`${API_URL}/api/bulletins`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    // No publishedAt: published now. Send "draft": true to keep it a draft, or publishedAt to schedule it.
    body: JSON.stringify({ title, content, type }),
  });
  const body = await response.json().catch(() => null);
  if (response.status !== 201) {
    const fields = Object.entries(body?.fieldErrors ?? {}).map(([field, message]) => `\n  ${field}: ${message}`);
    fail(`${response.status}: ${body?.message ?? response.statusText}${fields.join('')}`);
  }
  console.log(`Posted bulletin ${body.id}: "${body.title}" (${body.type}), published ${body.publishedAt}.`);
}

main().catch((error) => fail(`Could not reach ${API_URL}: ${error.cause?.message ?? error.message}`));
