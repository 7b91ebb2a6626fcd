import { DEFAULT_GRIEVANCE_PROCEDURE } from '@union/rules/cases';
import { dayIn } from '@union/rules/dates';
import sharp from 'sharp';
import { silentWav } from '../ai/transcriber/speech.testing.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../test/client.js';
import { allowlist, startTestServer, TEST_PASSWORD, type TestServer } from '../test/harness.js';
import { User } from '../auth/user.entity.js';

let server: TestServer;
let member: TestClient;
let admin: TestClient;
const ids = { event: '', entry: '', bulletin: '', steward: '', grievance: '', grievanceImage: '', meeting: '', recording: '', member: '' };

beforeAll(async () => {
  server = await startTestServer();
  const signedInMember = await server.signedIn();
  member = signedInMember.client;
  ids.member = signedInMember.user.id;
  admin = (await server.signedIn({ isAdmin: true })).client;
  const event = await member.gql('mutation { createJournalEvent(input: { eventTitle: "Belt loader" }) { id } }');
  ids.event = event.data.createJournalEvent.id;
  const entry = await member.gql('mutation($input: JournalEntryInput!) { createJournalEntry(input: $input) { id } }', { input: entry0() });
  ids.entry = entry.data.createJournalEntry.id;
  const bulletin = await admin.gql('mutation { createBulletin(input: { title: "Ramp", content: "Closed" }) { id } }');
  ids.bulletin = bulletin.data.createBulletin.id;
  const steward = await admin.gql('mutation($input: StewardInput!) { createShopSteward(input: $input) { id } }', { input: steward0() });
  ids.steward = steward.data.createShopSteward.id;
  const grievance = await member.gql('mutation($input: GrievanceInput!) { createGrievance(input: $input) { id } }', {
    input: grievance0(),
  });
  ids.grievance = grievance.data.createGrievance.id;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
  const image = await member.gqlUpload(
    'mutation($g: ID!, $image: Upload!) { uploadGrievanceImage(grievanceId: $g, image: $image) { id } }',
    { g: ids.grievance, image: null },
    { image: { name: 'gate.png', type: 'image/png', data: new Uint8Array(png) } },
  );
  ids.grievanceImage = image.data.uploadGrievanceImage.id;
  ids.meeting = await startedMeeting();
  const recorded = await member.gql('mutation($input: MeetingStartInput!) { startMeeting(input: $input) { recordings { id } } }', {
    input: { ...meeting0(), recordingConsent: true },
  });
  ids.recording = recorded.data.startMeeting.recordings[0].id;
});

const START_MEETING = 'mutation($input: MeetingStartInput!) { startMeeting(input: $input) { id notes participants { name } } }';
function meeting0() {
  return {
    participants: [{ name: 'Pat Gomez', employeeNumber: '100245', role: 'supervisor' }],
    recordingConsent: false,
    notes: 'Asked why',
  };
}
async function startedMeeting(): Promise<string> {
  const started = await member.gql(START_MEETING, { input: meeting0() });
  return started.data.startMeeting.id;
}
afterAll(() => server.close());

let n = 0;
const next = () => {
  n += 1;
  return n;
};
function entry0() {
  return {
    eventId: ids.event,
    employeeName: 'Marcus Reyes',
    employeeNumber: '204518',
    shift: '6am-2pm (Day)',
    teamNumber: 'Team 4',
    jobTitle: 'Fleet Service Agent',
    incidentNotes: 'The emergency stop did not cut power.',
    entryDate: '2026-01-15',
  };
}
function grievance0() {
  return {
    title: 'Belt loader stop',
    description: 'The emergency stop did not cut power.',
    contractViolation: 'Article 12',
    witnessName: 'Alicia Romero',
    witnessEmployeeNumber: '198402',
    witnessPhone: '(817) 555-0199',
    witnessEmail: 'alicia@example.org',
    location: 'Gate C14',
    aiAssistance: 'Article 12 - Safety',
  };
}
/** A grievance the member has just submitted: a case the officer (admin) reaches. */
async function submittedCase(): Promise<string> {
  const created = await member.gql('mutation($input: GrievanceInput!) { createGrievance(input: $input) { id } }', {
    input: { ...grievance0(), status: 'submitted' },
  });
  return created.data.createGrievance.id;
}
function steward0() {
  return {
    name: 'Kim Tran',
    position: 'Steward',
    department: 'GSE',
    shift: 'night',
    phoneNumber: '(817) 555-0112',
    email: 'k@example.org',
  };
}

interface Case {
  as: () => TestClient;
  /** The code the valid variables are answered with (login: a wrong password on purpose); absent: success. */
  code?: string;
  document: string;
  /** Valid variables, fresh for each call (unique names where the database wants them unique). */
  variables: () => Promise<Record<string, unknown>> | Record<string, unknown>;
}

/** Every mutation of the schema that takes text, with valid variables. */
const cases: Record<string, Case> = {
  updateProfile: {
    as: () => member,
    document:
      'mutation($input: ProfileInput!) { updateProfile(input: $input) { id firstName lastName personalEmail phoneNumber employeeNumber } }',
    variables: () => ({
      input: {
        firstName: 'Alexis',
        lastName: 'Rivera',
        personalEmail: `alexis${next()}@example.org`,
        phoneNumber: '+1 817 555 0100',
        employeeNumber: `P${next()}`,
        employmentStatus: 'full_time',
        department: 'Ramp',
      },
    }),
  },
  register: {
    as: () => server.client(),
    document: 'mutation($input: RegisterInput!) { register(input: $input) { id username firstName miniBio } }',
    variables: async () => {
      const i = next();
      await allowlist(server.orm, `nul${i}@example.org`);
      return {
        input: {
          username: `nulmember${i}`,
          password: 'ramp-safety-first',
          personalEmail: `nul${i}@example.org`,
          employeeNumber: `R${i}`,
          firstName: 'Jordan',
          lastName: 'Lee',
          employmentStatus: 'part_time',
          hireDate: '2023-04-01',
          badgeRenewalDate: '2027-01-01',
          miniBio: 'Ramp agent',
        },
      };
    },
  },
  createAccessToken: {
    as: () => member,
    document: 'mutation($input: AccessTokenInput!) { createAccessToken(input: $input) { accessToken { id name scopes } } }',
    variables: () => ({ input: { name: `Nightly export ${next()}`, scopes: ['read'], expiresInDays: 30 } }),
  },
  // The same password again (allowed): the member stays signed in with a fresh session.
  changePassword: {
    as: () => member,
    document: 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
    variables: () => ({ input: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } }),
  },
  login: {
    as: () => server.client(),
    document: 'mutation($input: LoginInput!) { login(input: $input) { id } }',
    code: 'UNAUTHENTICATED',
    variables: () => ({ input: { username: `nobody${next()}`, password: 'not-the-password' } }),
  },
  createJournalEvent: {
    as: () => member,
    document: 'mutation($input: JournalEventInput!) { createJournalEvent(input: $input) { id eventTitle description } }',
    variables: () => ({ input: { eventTitle: 'Overtime bypass', description: 'Gate C14' } }),
  },
  createJournalEntry: {
    as: () => member,
    document: 'mutation($input: JournalEntryInput!) { createJournalEntry(input: $input) { id employeeName incidentNotes teamNumber } }',
    variables: () => ({ input: entry0() }),
  },
  updateJournalEntry: {
    as: () => member,
    document: 'mutation($id: ID!, $input: JournalEntryUpdateInput!) { updateJournalEntry(id: $id, input: $input) { id incidentNotes } }',
    variables: () => ({ id: ids.entry, input: { ...entry0(), eventId: undefined } }),
  },
  createGrievance: {
    as: () => member,
    document: 'mutation($input: GrievanceInput!) { createGrievance(input: $input) { id title witnessEmail aiAssistance } }',
    variables: () => ({ input: grievance0() }),
  },
  updateGrievance: {
    as: () => member,
    document: 'mutation($id: ID!, $input: GrievanceUpdateInput!) { updateGrievance(id: $id, input: $input) { id title location } }',
    variables: () => ({ id: ids.grievance, input: grievance0() }),
  },
  updateGrievanceImage: {
    as: () => member,
    document: 'mutation($id: ID!, $caption: String) { updateGrievanceImage(id: $id, caption: $caption) { id caption } }',
    variables: () => ({ id: ids.grievanceImage, caption: 'Belt still running' }),
  },
  startMeeting: {
    as: () => member,
    document: START_MEETING,
    variables: () => ({ input: meeting0() }),
  },
  updateMeeting: {
    as: () => member,
    document: 'mutation($id: ID!, $input: MeetingUpdateInput!) { updateMeeting(id: $id, input: $input) { id notes transcript } }',
    variables: () => ({ id: ids.meeting, input: { ...meeting0(), recordingConsent: undefined, transcript: 'He asked about the delay.' } }),
  },
  updateMeetingRecording: {
    as: () => member,
    document:
      'mutation($id: ID!, $input: MeetingRecordingUpdateInput!) { updateMeetingRecording(id: $id, input: $input) { id transcript } }',
    variables: () => ({ id: ids.recording, input: { transcript: 'The steward asked for the schedule.' } }),
  },
  finalizeMeeting: {
    as: () => member,
    document: 'mutation($id: ID!, $input: MeetingUpdateInput!) { finalizeMeeting(id: $id, input: $input) { id notes status } }',
    variables: async () => ({ id: await startedMeeting(), input: { notes: 'Steward present throughout' } }),
  },
  transcribe: {
    as: () => member,
    document: 'mutation($audioData: String!, $filename: String!) { transcribe(audioData: $audioData, filename: $filename) { text } }',
    variables: () => ({ audioData: `data:audio/wav;base64,${silentWav(0.3).toString('base64')}`, filename: 'meeting.wav' }),
  },
  addJournalParticipant: {
    as: () => member,
    document:
      'mutation($entryId: ID!, $input: JournalParticipantInput!) { addJournalParticipant(entryId: $entryId, input: $input) { id name notes } }',
    variables: () => ({
      entryId: ids.entry,
      input: { name: 'Dana Cole', jobTitle: 'Fleet Service Agent', employeeNumber: '301', notes: 'Saw it' },
    }),
  },
  createBulletin: {
    as: () => admin,
    document: 'mutation($input: BulletinInput!) { createBulletin(input: $input) { id title content publishedAt expiresAt } }',
    variables: () => ({
      input: { title: 'Ramp closure', content: 'Gate C14 is closed.', publishedAt: '2026-01-15', expiresAt: '2030-01-15' },
    }),
  },
  confirmRepresentationProvision: {
    as: () => admin,
    document:
      'mutation($input: RepresentationProvisionInput!) { confirmRepresentationProvision(input: $input) { provision { reference } script { words } } }',
    variables: () => ({ input: { reference: 'Article 15, Section 15.3', allowsDeclining: false } }),
  },
  updateBulletin: {
    as: () => admin,
    document: 'mutation($id: ID!, $input: BulletinUpdateInput!) { updateBulletin(id: $id, input: $input) { id title content } }',
    variables: () => ({ id: ids.bulletin, input: { title: 'Ramp closure', content: 'Gate C14 is closed.' } }),
  },
  createShopSteward: {
    as: () => admin,
    document: 'mutation($input: StewardInput!) { createShopSteward(input: $input) { id name email } }',
    variables: () => ({ input: { ...steward0(), email: `s${next()}@example.org` } }),
  },
  updateShopSteward: {
    as: () => admin,
    document: 'mutation($id: ID!, $input: StewardUpdateInput!) { updateShopSteward(id: $id, input: $input) { id name } }',
    variables: () => ({ id: ids.steward, input: steward0() }),
  },
  updateMember: {
    as: () => admin,
    document: 'mutation($id: ID!, $input: MemberUpdateInput!) { updateMember(id: $id, input: $input) { id isSteward stewardId } }',
    variables: () => ({ id: ids.member, input: { isSteward: true, stewardId: ids.steward, department: 'Cargo' } }),
  },
  addAllowlistEmail: {
    as: () => admin,
    document: 'mutation($input: AllowlistInput!) { addAllowlistEmail(input: $input) { id email } }',
    variables: () => ({ input: { email: `listed${next()}@example.org` } }),
  },
  removeAllowlistEmail: {
    as: () => admin,
    document: 'mutation($email: String!) { removeAllowlistEmail(email: $email) }',
    variables: async () => {
      const email = `gone${next()}@example.org`;
      await allowlist(server.orm, email);
      return { email };
    },
  },
  askContract: {
    as: () => member,
    document: 'mutation($question: String!) { askContract(question: $question) { answer } }',
    variables: () => ({ question: 'How much overtime notice do I get?' }),
  },
  addCaseNote: {
    as: () => admin,
    document: 'mutation($id: ID!, $text: String!) { addCaseNote(id: $id, text: $text, internal: true) { history { text } } }',
    variables: async () => ({ id: await submittedCase(), text: 'Called the member back.' }),
  },
  changeCaseStatus: {
    as: () => admin,
    document: 'mutation($id: ID!, $input: CaseStatusInput!) { changeCaseStatus(id: $id, input: $input) { grievance { remedy } } }',
    variables: async () => ({
      id: await submittedCase(),
      input: { status: 'resolved', outcome: 'settled', remedy: 'Four hours paid.', note: 'Agreed at Step 1.' },
    }),
  },
  recordCaseStep: {
    as: () => admin,
    document: 'mutation($id: ID!, $input: CaseStepInput!) { recordCaseStep(id: $id, input: $input) { steps { filedOn } } }',
    variables: async () => ({
      id: await submittedCase(),
      input: { action: 'file', filedOn: dayIn('America/Chicago'), note: 'Hand delivered.' },
    }),
  },
  setCaseDates: {
    as: () => admin,
    document:
      'mutation($id: ID!, $d: String!, $k: String) { setCaseDates(id: $id, incidentOn: $d, knowledgeOn: $k) { grievance { incidentOn } } }',
    variables: async () => ({ id: await submittedCase(), d: '2024-01-15', k: '2024-01-20' }),
  },
  updateGrievanceProcedure: {
    as: () => admin,
    document: 'mutation($input: GrievanceProcedureInput!) { updateGrievanceProcedure(input: $input) { steps { name } } }',
    variables: () => ({ input: { ...DEFAULT_GRIEVANCE_PROCEDURE, holidays: ['2026-12-25'] } }),
  },
  addGrievanceNote: {
    as: () => member,
    document: 'mutation($g: ID!, $text: String!) { addGrievanceNote(grievanceId: $g, text: $text) { text } }',
    variables: async () => ({ g: await submittedCase(), text: 'I can come in Tuesday.' }),
  },
  withdrawCase: {
    as: () => member,
    document: 'mutation($g: ID!, $reason: String) { withdrawCase(grievanceId: $g, reason: $reason) { status } }',
    variables: async () => ({ g: await submittedCase(), reason: 'Settled with my supervisor.' }),
  },
  analyzeForGrievance: {
    as: () => member,
    document:
      'mutation($journalContent: String!) { analyzeForGrievance(journalContent: $journalContent) { suggestedArticles { article } } }',
    variables: () => ({ journalContent: 'I was denied overtime by seniority.' }),
  },
};

const ENUMS = new Set(['role', 'employmentStatus', 'status', 'type', 'action', 'dayKind', 'fileAfter']);

/** Paths of every string in the variables (IDs included). */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withNulAt(variables: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const copy = structuredClone(variables);
  let holder = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  const key = path[path.length - 1];
  const text = holder[key] as string;
  // In the middle, so the text is still valid once the NUL is dropped: the request reaches the database.
  holder[key] = `${text.slice(0, 1)}\u0000${text.slice(1)}`;
  return copy;
}

describe('NUL characters in GraphQL arguments', () => {
  it('the cases cover every mutation of the schema that takes text', async () => {
    const { buildGraphqlSchema } = await import('../composition/schema.js');
    const mutations = (await buildGraphqlSchema()).getMutationType()?.getFields() ?? {};
    const takingText = Object.values(mutations)
      .filter((field) => field.args.some((arg) => /String|Input/.test(String(arg.type))))
      .map((field) => field.name);
    const untested = takingText.filter((name) => !(name in cases));
    // Uploads are a multipart request of their own: their caption and title are stripped by their services.
    expect(untested.sort()).toEqual(['publishContractImport', 'uploadGrievanceImage', 'uploadJournalEntryImage', 'uploadMeetingImage']);
  });

  it.each(Object.keys(cases))('%s: a NUL in any text argument is dropped, never an internal error', async (name) => {
    const { as, code, document, variables } = cases[name];
    const valid = await as().gql(document, await variables());
    expect(valid.errors?.[0].extensions?.code, `${name} without NUL`).toBe(code);
    // An enum value with a NUL is simply not one of its values (BAD_USER_INPUT): it never reaches a resolver.
    const paths = stringPaths(await variables()).filter((path) => !ENUMS.has(path[path.length - 1]));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const res = await as().gql(document, withNulAt(await variables(), path));
      const where = `${name} ${path.join('.')}`;
      expect(res.errors?.[0].extensions?.code, where).toBe(code);
      expect(JSON.stringify(res.data ?? null), where).not.toContain('\\u0000');
    }
  });

  it('stores the text without the NUL, from variables and from inline literals', async () => {
    const { client, user } = await server.signedIn();
    const fields = 'personalEmail: "ab@example.org", employeeNumber: "Z1", employmentStatus: full_time';
    const inline = await client.gql(
      `mutation { updateProfile(input: { firstName: "Al\\u0000ex", lastName: "R\\u0000", ${fields} }) { firstName } }`,
    );
    expect(inline.data?.updateProfile.firstName).toBe('Alex');
    const variables = await client.gql('mutation($input: ProfileInput!) { updateProfile(input: $input) { lastName } }', {
      input: {
        firstName: 'Alex',
        lastName: 'Ri\u0000vera',
        personalEmail: 'ab@example.org',
        employeeNumber: 'Z\u00001',
        employmentStatus: 'full_time',
      },
    });
    expect(variables.data?.updateProfile.lastName).toBe('Rivera');
    const stored = await server.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect([stored.firstName, stored.lastName, stored.employeeNumber]).toEqual(['Alex', 'Rivera', 'Z1']);
  });
});
