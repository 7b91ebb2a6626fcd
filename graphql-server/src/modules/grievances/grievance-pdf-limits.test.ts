import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { whileOthersAreServed } from '../../test/latency.js';
import { FIELD_PRINT_LIMIT, printable } from './grievance-pdf.js';
import { inspectPdf } from './grievance-pdf.testing.js';

// What a member's own words can do to the grievance document: never stop the server, and never lose a word quietly.

const ZWSP = '\u200b';

describe('printable', () => {
  it('gives a long unbroken run places to break, invisibly, and changes nothing else', () => {
    const word = 'x'.repeat(50_000);
    const printed = printable(word);
    expect(printed.replaceAll(ZWSP, '')).toBe(word);
    // No run of more than 30 characters is left without a break.
    expect(Math.max(...printed.split(ZWSP).map((run) => run.length))).toBe(30);
    const sentence = 'Overtime was offered to a junior agent at gate C14, see https://example.org/a/very/long/link/that/goes/on';
    expect(printable(sentence).replaceAll(ZWSP, '')).toBe(sentence);
    expect(printable('Short words stay as they are.')).toBe('Short words stay as they are.');
  });

  it('never splits a character made of two code units', () => {
    const emoji = '😀'.repeat(100);
    const printed = printable(emoji);
    expect(printed.replaceAll(ZWSP, '')).toBe(emoji);
    expect(printed).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('prints a field up to the limit and says how much more there is', () => {
    const long = 'word '.repeat(FIELD_PRINT_LIMIT / 5 + 2_000);
    const printed = printable(long);
    expect(printed).toContain('[9,999 more characters are not printed here: the full text is in the app.]');
    expect(printed.length).toBeLessThan(FIELD_PRINT_LIMIT + 200);
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function grievanceWithDescription(client: TestClient, description: string): Promise<string> {
  const created = await client.rest('POST', '/api/grievances', {
    title: 'Overtime given out of seniority',
    description,
    contractViolation: 'Article 7, Section 7.2',
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

/** The member's PDF, fetched while another member's requests are measured. */
async function pdfWhileOthersAreServed(client: TestClient, other: TestClient, id: string) {
  const { result, seconds, slowestMs, answered } = await whileOthersAreServed(other, async () => {
    const res = await client.raw('GET', `/api/grievances/${id}/pdf`);
    return { res, body: new Uint8Array(await res.arrayBuffer()) };
  });
  return { ...result, seconds, slowest: slowestMs, answered };
}

describe('GET /api/grievances/:id/pdf with hostile text', () => {
  it('prints a 50,000-character word within seconds, every character of it, while everyone else is answered', async () => {
    const { client } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const word = 'Z'.repeat(50_000);
    const id = await grievanceWithDescription(client, word);
    const { res, body, seconds, slowest, answered } = await pdfWhileOthersAreServed(client, other, id);
    expect(res.status).toBe(200);
    expect(seconds).toBeLessThan(20);
    expect(answered).toBeGreaterThan(0);
    // Nobody else waited for the document (generous for a busy 2-core machine; the layout used to hold everyone 90 s).
    expect(slowest).toBeLessThan(1500);
    const doc = await inspectPdf(Buffer.from(body));
    expect(doc.text.replace(/[^Z]/g, '').length).toBe(50_000);
  });

  it('prints 50,000 line breaks as the words between them, while everyone else is answered', async () => {
    const { client } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const id = await grievanceWithDescription(client, `First line${'\n'.repeat(49_970)}Last line`);
    const { res, body, slowest } = await pdfWhileOthersAreServed(client, other, id);
    expect(res.status).toBe(200);
    expect(slowest).toBeLessThan(1500);
    const doc = await inspectPdf(Buffer.from(body));
    expect(doc.text).toContain('First line');
    expect(doc.text).toContain('Last line');
    // A run of blank lines prints as one gap, not 2,000 pages of nothing.
    expect(doc.pages).toBe(1);
  });

  it('keeps answering everyone else through seconds of layout (25,000 short lines, hundreds of pages)', async () => {
    const { client } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const id = await grievanceWithDescription(client, 'a\n'.repeat(24_990).concat('the end'));
    const { res, body, slowest, answered } = await pdfWhileOthersAreServed(client, other, id);
    expect(res.status).toBe(200);
    // The layout took a while (this is heavy work)...
    expect(answered).toBeGreaterThan(5);
    // ...and all the while the other member's requests were answered at once.
    expect(slowest).toBeLessThan(1500);
    const doc = await inspectPdf(Buffer.from(body));
    expect(doc.pages).toBeGreaterThan(100);
    expect(doc.text).toContain('the end');
  });
});
