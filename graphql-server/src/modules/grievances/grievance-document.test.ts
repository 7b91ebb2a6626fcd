import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { publishSample } from '../contract/contract.testing.js';
import { JournalEntry } from '../journal/journal.entities.js';
import type { User } from '../../auth/user.entity.js';
import { Grievance, GrievanceImage } from './grievance.entities.js';
import { GrievanceCategory } from './grievance-category.entity.js';
import { gatherGrievanceDocument, grievancePdf, grievancePdfFileName } from './grievance-document.js';
import { inspectPdf } from './grievance-pdf.testing.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await publishSample(server.orm);
});
afterAll(() => server.close());

const deps = () => ({ em: server.orm.em.fork(), storage: server.services.storage, config: server.services.config });

async function journalEntry(client: TestClient) {
  const event = await client.rest('POST', '/api/journal/events', { eventTitle: 'Overtime bypass on the night shift' });
  expect(event.status).toBe(201);
  const entry = await client.rest('POST', '/api/journal/entries', {
    eventId: event.body.id,
    employeeName: 'José Muñoz',
    employeeNumber: '204518',
    shift: '10pm-6am (Night)',
    teamNumber: 'Team 4',
    jobTitle: 'Fleet Service Agent',
    incidentNotes: 'La lista de horas extra fue retirada a las 21:00; my supervisor called a junior agent.',
    entryDate: '2026-11-18',
  });
  expect(entry.status).toBe(201);
  for (const p of [
    { name: 'Zoë Peña', jobTitle: 'Ramp Lead', notes: 'Saw the list taken down.' },
    { name: 'André Dubois', jobTitle: 'Ramp Agent', employeeNumber: '300111' },
  ]) {
    expect((await client.rest('POST', `/api/journal/entries/${entry.body.id}/participants`, p)).status).toBe(201);
  }
  return entry.body.id as string;
}

/** A grievance row with stored evidence photos, made directly: this test is about the document, not the service. */
async function grievanceWith(
  user: User,
  entryId: string | null,
  photos: { bytes: Buffer; name: string; mime: string; caption?: string }[],
) {
  const em = server.orm.em.fork();
  const grievance = em.create(Grievance, {
    user: user.id,
    journalEntry: entryId ? em.getReference(JournalEntry, entryId) : null,
    title: 'Overtime given out of seniority',
    description: 'I was skipped for overtime; a junior agent got it. Según la lista, me tocaba a mí.',
    contractViolation: 'Article 7, Section 7.2 - Distribution of Overtime; Art. 44 sec 2',
    status: 'submitted',
    submittedAt: new Date('2026-11-21T16:00:00Z'),
    category: await em.findOneOrFail(GrievanceCategory, { name: 'Overtime' }),
    witnessName: 'zoë peña',
    witnessPhone: '555-0100',
    witnessEmail: 'zoe@example.org',
    location: 'Terminal C, Gate 14',
  });
  let order = 0;
  for (const photo of photos) {
    const staged = await server.services.storage.stage(photo.bytes);
    const key = await staged.commit(photo.name.slice(photo.name.lastIndexOf('.')));
    order += 1;
    em.create(GrievanceImage, {
      grievance,
      fileName: key,
      originalFileName: photo.name,
      fileSize: staged.size,
      mimeType: photo.mime,
      objectStoragePath: key,
      sha256: staged.sha256,
      caption: photo.caption ?? null,
      order,
    });
  }
  await em.flush();
  return grievance.id;
}

const photo = (format: 'webp' | 'png' | 'jpeg', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: format === 'png' ? 4 : 3, background: '#3a6ea5' } })
    .toFormat(format)
    .toBuffer();

describe('gatherGrievanceDocument', () => {
  it("gathers the member's grievance, its entry, witnesses, cited provisions and photos", async () => {
    const { client, user } = await server.signedIn({ firstName: 'José', lastName: 'Muñoz', employeeNumber: '204518' });
    const entryId = await journalEntry(client);
    const id = await grievanceWith(user, entryId, [
      { bytes: await photo('webp'), name: 'lista.webp', mime: 'image/webp', caption: 'La lista, retirada' },
      { bytes: await photo('png', 3000, 2000), name: 'board.png', mime: 'image/png' },
    ]);

    const data = await gatherGrievanceDocument(deps(), user, id, { timeZone: 'America/Chicago' });
    expect(data.member).toEqual({ name: 'José Muñoz', employeeNumber: '204518' });
    expect(data.branding.unionName).toBe(server.services.config.UNION_NAME);
    expect(data.grievance).toMatchObject({
      title: 'Overtime given out of seniority',
      status: 'Submitted',
      category: 'Overtime',
      submittedAt: new Date('2026-11-21T16:00:00Z'),
      incidentDate: '2026-11-18',
    });
    expect(data.provisions.map((p) => p.reference)).toEqual(['Article 7, Section 7.2 - Distribution of Overtime']);
    expect(data.provisions[0].text).toMatch(/^Voluntary overtime shall be offered by seniority/);
    expect(data.provisionsNotFound).toEqual(['Art. 44 sec 2']);
    // The grievance's witness is the entry's first participant: one person, with both records' details.
    expect(data.witnesses).toEqual([
      {
        name: 'zoë peña',
        jobTitle: 'Ramp Lead',
        employeeNumber: null,
        phone: '555-0100',
        email: 'zoe@example.org',
        notes: 'Saw the list taken down.',
        source: 'grievance',
      },
      { name: 'André Dubois', jobTitle: 'Ramp Agent', employeeNumber: '300111', notes: null, source: 'journal' },
    ]);
    expect(data.journalEntry).toMatchObject({
      entryDate: '2026-11-18',
      shift: '10pm-6am (Night)',
      eventTitle: 'Overtime bypass on the night shift',
    });
    // WebP cannot go into a PDF: every photo arrives as JPEG, the large one scaled down.
    expect(data.photos.map((p) => [p.fileName, p.mimeType, p.caption])).toEqual([
      ['lista.webp', 'image/jpeg', 'La lista, retirada'],
      ['board.png', 'image/jpeg', null],
    ]);
    const big = await sharp(data.photos[1].data).metadata();
    expect([big.format, big.width, big.height]).toEqual(['jpeg', 1600, 1067]);

    const { pdf, fileName } = await grievancePdf(deps(), user, id, { timeZone: 'America/Chicago' });
    expect(fileName).toBe('Grievance - Overtime given out of seniority.pdf');
    const doc = await inspectPdf(pdf);
    expect(doc.pageSize).toMatch(/letter/);
    for (const words of [
      'Member José Muñoz',
      'Category Overtime',
      'Submitted November 21, 2026, 10:00 AM CST',
      'Según la lista, me tocaba a mí.',
      'Voluntary overtime shall be offered by seniority',
      'Not found in the published agreement: Art. 44 sec 2',
      'André Dubois',
      'La lista de horas extra fue retirada a las 21:00',
      'Photo 1 of 2: La lista, retirada (lista.webp)',
    ]) {
      expect(doc.text).toContain(words);
    }
    expect(doc.imageCount).toBe(2);
  });

  it('lists a photo whose stored file is gone instead of failing', async () => {
    const { user } = await server.signedIn();
    const id = await grievanceWith(user, null, [{ bytes: await photo('jpeg'), name: 'gone.jpg', mime: 'image/jpeg' }]);
    const em = server.orm.em.fork();
    const image = await em.findOneOrFail(GrievanceImage, { grievance: id });
    await server.services.storage.remove(image.objectStoragePath);

    const data = await gatherGrievanceDocument(deps(), user, id);
    expect(data.photos).toEqual([]);
    expect(data.unreadablePhotos).toEqual(['gone.jpg']);
    expect(data.journalEntry).toBeNull();
    const doc = await inspectPdf((await grievancePdf(deps(), user, id)).pdf);
    expect(doc.text).toContain('Could not be included (the stored file could not be read): gone.jpg');
  });

  it("gives another member's grievance, or a malformed id, as not found", async () => {
    const { user: owner } = await server.signedIn();
    const { user: other } = await server.signedIn();
    const id = await grievanceWith(owner, null, []);
    await expect(gatherGrievanceDocument(deps(), other, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(grievancePdf(deps(), other, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('grievancePdfFileName', () => {
  it('keeps the title readable and safe as a file name', () => {
    expect(grievancePdfFileName('Horas extra: "señor" Müller / turno')).toBe('Grievance - Horas extra señor Müller turno.pdf');
    expect(grievancePdfFileName('   ')).toBe('Grievance.pdf');
    expect(grievancePdfFileName('x'.repeat(300))).toHaveLength('Grievance - .pdf'.length + 100);
  });
});

describe('GET /api/grievances/:id/pdf', () => {
  it("downloads the member's own grievance as a PDF attachment, and nobody else's", async () => {
    const { client, user } = await server.signedIn({ firstName: 'Zoë', lastName: 'Núñez' });
    const id = await grievanceWith(user, null, [{ bytes: await photo('jpeg'), name: 'foto.jpg', mime: 'image/jpeg', caption: 'Pizarra' }]);

    const res = await client.raw('GET', `/api/grievances/${id}/pdf?tz=America/Chicago`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Grievance - Overtime given out of seniority.pdf"; filename*=UTF-8''Grievance%20-%20Overtime%20given%20out%20of%20seniority.pdf`,
    );
    const doc = await inspectPdf(Buffer.from(await res.arrayBuffer()));
    expect(doc.pageSize).toMatch(/letter/);
    for (const words of [
      'Member Zoë Núñez',
      'Overtime given out of seniority',
      'Article 7, Section 7.2 - Distribution of Overtime',
      'Photo 1 of 1: Pizarra (foto.jpg)',
    ]) {
      expect(doc.text).toContain(words);
    }

    const { client: other } = await server.signedIn();
    for (const path of [
      `/api/grievances/${id}/pdf`,
      '/api/grievances/not-a-uuid/pdf',
      '/api/grievances/00000000-0000-4000-8000-000000000000/pdf',
    ]) {
      const refused = await other.rest('GET', path);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: expect.stringMatching(/not found/i) });
    }
    const anonymous = await server.client().rest('GET', `/api/grievances/${id}/pdf`);
    expect(anonymous.status).toBe(401);
  });
});
