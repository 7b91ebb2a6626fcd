import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContract } from './import/parse.js';
import { minimalPdf } from '../../test/minimal-pdf.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { ContractDocument, ContractSection } from './contract.entities.js';
import { publishParsedContract } from './contract.import.js';
import { publishSample } from './contract.testing.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixtureBytes = async (name: string) => new Uint8Array(await readFile(path.join(fixtures, name)));

const PREVIEW = `mutation P($file: Upload!) { previewContractImport(file: $file) {
  fileName format sectionCount warnings documents { title kind label effectiveDate articleCount sections { reference subsections excerpt } } } }`;
const PUBLISH = `mutation U($file: Upload!, $title: String, $effectiveDate: String) {
  publishContractImport(file: $file, title: $title, effectiveDate: $effectiveDate) { id title kind version isPublished effectiveDate sectionList { id reference } } }`;
const OUTLINE = '{ contractOutline { title version sectionList { reference } } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await publishSample(server.orm);
});
afterAll(() => server.close());

const publishedCount = () => server.orm.em.fork().count(ContractDocument, { isPublished: true });

describe('contract import by an administrator', () => {
  it('previews the parsed outline of an uploaded file without saving anything', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const res = await client.gqlUpload(
      PREVIEW,
      { file: null },
      { file: { name: 'northwind.txt', type: 'text/plain', data: await fixtureBytes('upper-case-articles.txt') } },
    );
    expect(res.errors).toBeUndefined();
    const preview = res.data.previewContractImport;
    expect(preview).toMatchObject({ fileName: 'northwind.txt', format: 'text', sectionCount: 7, warnings: [] });
    expect(preview.documents[0]).toMatchObject({ kind: 'agreement', effectiveDate: '2021-07-01', articleCount: 3 });
    expect(preview.documents[0].sections[4]).toMatchObject({ reference: 'Article 5, Section 2 - Overtime', subsections: ['(a)', '(b)'] });
    expect(preview.documents[1]).toMatchObject({ kind: 'side_letter', label: 'Letter of Agreement No. 1' });
    // Still the sample agreement.
    const outline = await client.gql(OUTLINE);
    expect(outline.data.contractOutline[0].title).toMatch(/^SAMPLE Agreement/);
  });

  it('previews a PDF', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const text = await readFile(path.join(fixtures, 'titled-articles.txt'), 'utf8');
    const res = await client.gqlUpload(
      PREVIEW,
      { file: null },
      { file: { name: 'harbor.pdf', type: 'application/pdf', data: minimalPdf(text.split('\n')) } },
    );
    expect(res.data.previewContractImport.format).toBe('pdf');
    expect(res.data.previewContractImport.documents[0].sections.map((s: { reference: string }) => s.reference)).toContain(
      'Article 3 - Discipline',
    );
  });

  it('tells the administrator what is wrong with a file it cannot import', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const image = await client.gqlUpload(
      PREVIEW,
      { file: null },
      { file: { name: 'scan.png', type: 'image/png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) } },
    );
    expect(image.errors?.[0]).toMatchObject({
      message: 'Only PDF, Markdown and plain text files can be imported',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const notes = await client.gqlUpload(
      PREVIEW,
      { file: null },
      { file: { name: 'notes.txt', type: 'text/plain', data: new TextEncoder().encode('Shopping list: milk, eggs.') } },
    );
    expect(notes.errors?.[0].message).toMatch(/^No articles or sections were found in this file/);
  });

  it('refuses members (403) and visitors (401)', async () => {
    const { client } = await server.signedIn();
    const file = { file: { name: 'a.txt', type: 'text/plain', data: await fixtureBytes('titled-articles.txt') } };
    expect((await client.gqlUpload(PREVIEW, { file: null }, file)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await client.gqlUpload(PUBLISH, { file: null }, file)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await client.gql('{ contractVersions { id } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.client().gqlUpload(PUBLISH, { file: null }, file)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('publishes a new version that replaces the old one; sections of the old version still open, marked not current', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const member = (await server.signedIn()).client;
    const before = await member.gql(
      'mutation { askContract(question: "How many uniform shirts do I get?") { citations { sectionId reference } } }',
    );
    const oldSectionId = before.data.askContract.citations[0].sectionId;

    const res = await client.gqlUpload(
      PUBLISH,
      { file: null, title: 'Harbor Ground Services Agreement', effectiveDate: '2019-10-15' },
      {
        file: { name: 'harbor.txt', type: 'text/plain', data: await fixtureBytes('titled-articles.txt') },
      },
    );
    expect(res.errors).toBeUndefined();
    const [agreement, letter] = res.data.publishContractImport;
    expect(agreement).toMatchObject({
      title: 'Harbor Ground Services Agreement',
      kind: 'agreement',
      isPublished: true,
      effectiveDate: '2019-10-15',
      version: 2,
    });
    expect(letter).toMatchObject({ kind: 'side_letter', version: 2 });
    expect(await publishedCount()).toBe(2);

    const outline = await member.gql(OUTLINE);
    expect(outline.data.contractOutline.map((d: { title: string }) => d.title)).toEqual([
      'Harbor Ground Services Agreement',
      'Side Letter A - Parking',
    ]);
    const answer = await member.rest('POST', '/api/contract/ask', { question: 'Can I be disciplined without just cause?' });
    expect(answer.body.sources[0]).toBe('Article 3 - Discipline');
    const old = await member.gql(`{ contractSection(id: "${oldSectionId}") { reference isCurrent } }`);
    expect(old.data.contractSection).toEqual({ reference: 'Article 19, Section 19.1 - Uniform Issue', isCurrent: false });
    const versions = await client.gql('{ contractVersions { version isPublished } }');
    expect(
      versions.data.contractVersions.filter((v: { isPublished: boolean }) => v.isPublished).map((v: { version: number }) => v.version),
    ).toEqual([2, 2]);

    const badDate = await client.gqlUpload(
      PUBLISH,
      { file: null, effectiveDate: '15/10/2019' },
      {
        file: { name: 'harbor.txt', type: 'text/plain', data: await fixtureBytes('titled-articles.txt') },
      },
    );
    expect(badDate.errors?.[0].message).toBe('Effective date must be a date (YYYY-MM-DD)');
    expect(await publishedCount()).toBe(2);
  });

  it('offers the same preview and publish through the REST shim (multipart, field file)', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const form = async (fields: Record<string, string> = {}) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      f.set('file', new Blob([await fixtureBytes('upper-case-articles.txt')], { type: 'text/plain' }), 'northwind.txt');
      return f;
    };
    const preview = await client.raw('POST', '/api/admin/contract/preview', {
      body: await form(),
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { sectionCount: number }).sectionCount).toBe(7);
    const member = (await server.signedIn()).client;
    expect(
      (await member.raw('POST', '/api/admin/contract/preview', { body: await form(), headers: { 'x-requested-with': 'XMLHttpRequest' } }))
        .status,
    ).toBe(403);
    const notMultipart = await client.rest('POST', '/api/admin/contract/preview', { file: 'x' });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.message).toBe("Please attach the contract in the form field 'file'");
    const published = await client.raw('POST', '/api/admin/contract/publish', {
      body: await form({ title: 'Northwind Agreement' }),
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(published.status).toBe(201);
    const docs = (await published.json()) as Array<{ sectionList: unknown[] }>;
    expect(docs[0]).toMatchObject({ title: 'Northwind Agreement', isPublished: true });
    expect(docs[0].sectionList).toHaveLength(6);
    const outline = await member.rest('GET', '/api/contract/outline');
    expect(outline.body[0].title).toBe('Northwind Agreement');
  });

  it('refuses an effective date that is not a day of the calendar (400, not a server error), and publishes nothing', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const before = await server.orm.em.fork().find(ContractDocument, { isPublished: true });
    for (const effectiveDate of ['2020-02-30', '2024-13-01', '0000-01-01']) {
      const f = new FormData();
      f.set('effectiveDate', effectiveDate);
      f.set('file', new Blob([await fixtureBytes('upper-case-articles.txt')], { type: 'text/plain' }), 'northwind.txt');
      const res = await client.raw('POST', '/api/admin/contract/publish', { body: f, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Effective date must be a date (YYYY-MM-DD)');
    }
    const gql = await client.gqlUpload(
      PUBLISH,
      { file: null, effectiveDate: '2021-02-29' },
      { file: { name: 'harbor.txt', type: 'text/plain', data: await fixtureBytes('titled-articles.txt') } },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Effective date must be a date (YYYY-MM-DD)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const after = await server.orm.em.fork().find(ContractDocument, { isPublished: true });
    expect(after.map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
  });

  it('drops NUL characters from the title and the file name instead of failing (they were 500s)', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const titled = await client.gqlUpload(
      PUBLISH,
      { file: null, title: 'Harbor\u0000 Agreement' },
      { file: { name: 'harbor.txt', type: 'text/plain', data: await fixtureBytes('titled-articles.txt') } },
    );
    expect(titled.errors).toBeUndefined();
    expect(titled.data.publishContractImport[0].title).toBe('Harbor Agreement');

    // A file name may carry any character percent-encoded (RFC 5987 filename*), NUL included.
    const boundary = 'contract-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''north%00wind.txt\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from(await fixtureBytes('upper-case-articles.txt')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await client.raw('POST', '/api/admin/contract/publish', {
      body: new Uint8Array(body),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.status).toBe(201);
    const docs = (await res.json()) as Array<{ sourceFileName: string; title: string }>;
    expect(docs[0].sourceFileName).toBe('northwind.txt');
  });

  it('re-imports atomically: a failure before the commit leaves the previous version published and nothing of the new one', async () => {
    const em = server.orm.em.fork();
    const publishedBefore = (await em.find(ContractDocument, { isPublished: true })).map((d) => d.id).sort();
    const rowsBefore = await em.count(ContractSection, {});
    const parsed = parseContract(await readFile(path.join(fixtures, 'upper-case-articles.txt'), 'utf8'), 'text');
    await expect(
      publishParsedContract(server.orm.em.fork(), parsed, {
        beforeCommit: async () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    const after = server.orm.em.fork();
    expect((await after.find(ContractDocument, { isPublished: true })).map((d) => d.id).sort()).toEqual(publishedBefore);
    expect(await after.count(ContractSection, {})).toBe(rowsBefore);
  });

  it('keeps exactly one published version when two imports are published at the same time', async () => {
    const parsedA = parseContract(await readFile(path.join(fixtures, 'upper-case-articles.txt'), 'utf8'), 'text');
    const parsedB = parseContract(await readFile(path.join(fixtures, 'titled-articles.txt'), 'utf8'), 'text');
    const [a, b] = await Promise.all([
      publishParsedContract(server.orm.em.fork(), parsedA),
      publishParsedContract(server.orm.em.fork(), parsedB),
    ]);
    expect(a[0].version).not.toBe(b[0].version);
    const published = await server.orm.em.fork().find(ContractDocument, { isPublished: true });
    expect(new Set(published.map((d) => d.version)).size).toBe(1);
    expect(published).toHaveLength(2);
    expect(published[0].version).toBe(Math.max(a[0].version, b[0].version));
  });
});
