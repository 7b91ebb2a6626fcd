import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { whileOthersAreServed } from '../../test/latency.js';
import { printAgreementPdf } from './import/printed-pdf.testing.js';

// An officer previews a contract file received from anyone: however long the file takes to read, the members using the
// app meanwhile are answered at once, because the reading runs off the thread that answers them.

const PREVIEW = `mutation P($file: Upload!) { previewContractImport(file: $file) { format sectionCount documents { articleCount } } }`;

/** A long but real-looking agreement: 120 articles of 8 sections, printed as a PDF of several hundred pages. */
function longAgreement(): string {
  const paragraph =
    'Employees shall be scheduled in accordance with seniority, qualifications and the needs of the service, and any ' +
    'change to a bid line shall be posted no less than seven days before it takes effect, except in an emergency.';
  const articles: string[] = ['AGREEMENT BETWEEN SKYLINE AIR SERVICES AND THE TRANSPORT WORKERS ASSOCIATION'];
  for (let a = 1; a <= 120; a += 1) {
    articles.push(`ARTICLE ${a} - PROVISION NUMBER ${a}`);
    for (let s = 1; s <= 8; s += 1) articles.push(`Section ${s}. Rule ${a}.${s}`, `${paragraph} ${paragraph} ${paragraph}`);
  }
  return articles.join('\n\n');
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('contract import preview under load', () => {
  it('reads a long PDF while another member is answered at once', async () => {
    const { client: officer } = await server.signedIn({ isAdmin: true });
    const { client: member } = await server.signedIn();
    const pdf = printAgreementPdf(longAgreement(), { header: 'SKYLINE AIR SERVICES - FLEET SERVICE AGREEMENT' });
    const { result, slowestMs, answered } = await whileOthersAreServed(member, () =>
      officer.gqlUpload(PREVIEW, { file: null }, { file: { name: 'agreement.pdf', type: 'application/pdf', data: pdf } }),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.previewContractImport).toMatchObject({ format: 'pdf', sectionCount: 960 });
    expect(result.data.previewContractImport.documents[0].articleCount).toBe(120);
    // The reading took a while, and all that while the member was answered (generous for a busy 2-core machine).
    expect(answered).toBeGreaterThan(3);
    expect(slowestMs).toBeLessThan(1500);
  });
});
