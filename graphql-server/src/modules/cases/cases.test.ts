import { DEFAULT_GRIEVANCE_PROCEDURE } from '@union/rules/cases';
import { dayIn } from '@union/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { User } from '../../auth/user.entity.js';
import { seedCases } from './cases.seed.js';
import { inspectPdf } from '../grievances/grievance-pdf.testing.js';

// The union's side of a grievance, through both doors: the member submits, a steward takes the case and works it
// through the procedure, and the member follows every step but never reads an internal note.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const INTERNAL = 'Internal: the supervisor has two prior findings; push for back pay.';
const SHARED = 'We filed Step 1 with your supervisor today. We will call you after the hearing.';
const today = () => dayIn('America/Chicago');
const daysBefore = (days: number) => {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

const CASE_FIELDS = `grievance { id status currentStep nextDeadline { kind party stepIndex stepName dueOn extended } outcome remedy }
  member { name employeeNumber } steward { userId name } steps { stepIndex stepName filedOn answeredOn answer }
  history { seq kind internal actorName text summary } canWork canTake`;

async function submittedGrievance(client: TestClient, title = 'Forced overtime without notice') {
  const res = await client.rest('POST', '/api/grievances', {
    title,
    description: 'Held over four hours on the ramp without the notice the agreement requires.',
    contractViolation: 'Article 7 (Overtime)',
    status: 'submitted',
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

async function tokenFor(client: TestClient, scopes: string[]) {
  const res = await client.gql('mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token } }', {
    i: { name: `t-${scopes.join('-')}`, scopes, expiresInDays: 30 },
  });
  expect(res.errors).toBeUndefined();
  const bearer = server.client();
  bearer.headers.authorization = `Bearer ${res.data.createAccessToken.token}`;
  return bearer;
}

describe('a case worked from submission to the member reading it', () => {
  it('a steward takes it, files Step 1, records the answer and writes a shared and an internal note; the member sees all but the internal one', async () => {
    const member = await server.signedIn({ firstName: 'Rosa' });
    const steward = await server.signedIn({ firstName: 'Sam', isSteward: true });
    const grievance = await submittedGrievance(member.client);

    // The queue shows it unassigned, with its first time limit.
    const queue = await steward.client.rest('GET', '/api/cases?assigned=none');
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((i: { grievance: { id: string } }) => i.grievance.id === grievance.id);
    expect(item).toMatchObject({ steward: null, member: { name: `Rosa ${member.user.lastName}` } });
    expect(item.grievance.nextDeadline).toMatchObject({ kind: 'file', party: 'union', stepIndex: 0 });

    // REST: take it.
    const taken = await steward.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: steward.user.id });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ grievance: { status: 'in_progress' }, steward: { userId: steward.user.id }, canWork: true });

    // The incident was three weeks ago; GraphQL: file Step 1 four days ago; REST: the company's answer yesterday.
    const dated = await steward.client.gql(
      'mutation($id: ID!, $d: String!) { setCaseDates(id: $id, incidentOn: $d) { grievance { incidentOn } } }',
      {
        id: grievance.id,
        d: daysBefore(21),
      },
    );
    expect(dated.data?.setCaseDates.grievance.incidentOn).toBe(daysBefore(21));
    const filed = await steward.client.gql(
      `mutation($id: ID!, $input: CaseStepInput!) { recordCaseStep(id: $id, input: $input) { ${CASE_FIELDS} } }`,
      { id: grievance.id, input: { action: 'file', filedOn: daysBefore(4) } },
    );
    expect(filed.errors).toBeUndefined();
    expect(filed.data.recordCaseStep.grievance).toMatchObject({
      currentStep: 0,
      nextDeadline: { kind: 'answer', party: 'company', stepIndex: 0 },
    });
    const answered = await steward.client.rest('POST', `/api/cases/${grievance.id}/steps`, {
      action: 'answer',
      answeredOn: daysBefore(1),
      answer: 'Denied: the company says the hold-over was an emergency.',
    });
    expect(answered.status).toBe(200);
    // Step 2 is counted 10 days from the answer (the sample agreement's procedure, calendar days).
    expect(answered.body.grievance.nextDeadline).toMatchObject({
      kind: 'file',
      party: 'union',
      stepIndex: 1,
      stepName: 'Step 2 - Station manager',
    });

    const shared = await steward.client.gql(
      'mutation($id: ID!, $t: String!) { addCaseNote(id: $id, text: $t) { history { kind internal text } } }',
      {
        id: grievance.id,
        t: SHARED,
      },
    );
    expect(shared.errors).toBeUndefined();
    const internal = await steward.client.rest('POST', `/api/cases/${grievance.id}/notes`, { text: INTERNAL, internal: true });
    expect(internal.status).toBe(201);
    expect(internal.body.history.at(-1)).toMatchObject({ kind: 'note', internal: true, text: INTERNAL });

    // The member: status, step, steward, deadline, the shared note, never the internal one, through every door.
    const mine = await member.client.gql(
      `query($id: ID!) { grievance(id: $id) { status currentStep currentStepName nextDeadline { kind stepIndex dueOn } steward { name phoneNumber email }
        sharedHistory { kind text summary internal } } grievanceTimeline(grievanceId: $id) { kind text internal } }`,
      { id: grievance.id },
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data.grievance).toMatchObject({
      status: 'in_progress',
      currentStep: 0,
      currentStepName: 'Step 1 - Immediate supervisor',
      nextDeadline: { kind: 'file', stepIndex: 1 },
    });
    expect(mine.data.grievance.steward.name).toBe(`Sam ${steward.user.lastName}`);
    expect(mine.data.grievance.sharedHistory.map((e: { kind: string }) => e.kind)).toEqual([
      'submitted',
      'assigned',
      'status',
      'dates_changed',
      'step_filed',
      'answer_recorded',
      'note',
    ]);
    const rest = await member.client.rest('GET', `/api/grievances/${grievance.id}/timeline`);
    expect(rest.status).toBe(200);
    expect(rest.body.some((e: { text: string | null }) => e.text === SHARED)).toBe(true);
    const token = await tokenFor(member.client, ['read']);
    const viaToken = await token.gql(
      'query($id: ID!) { grievance(id: $id) { sharedHistory { text } } grievanceTimeline(grievanceId: $id) { text } }',
      {
        id: grievance.id,
      },
    );
    const everything = JSON.stringify([
      mine.data,
      rest.body,
      viaToken.data,
      (await token.rest('GET', `/api/grievances/${grievance.id}/timeline`)).body,
      (await token.rest('GET', '/api/grievances')).body,
      (await member.client.rest('GET', `/api/grievances/${grievance.id}`)).body,
    ]);
    expect(everything).toContain(SHARED);
    expect(everything).not.toContain(INTERNAL);
    expect(everything).not.toContain('prior findings');
    // The member's PDF does not carry it either (read back as text: its streams are compressed).
    const pdf = await member.client.raw('GET', `/api/grievances/${grievance.id}/pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await inspectPdf(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Forced overtime without notice');
    expect(text).not.toContain('prior findings');

    // The member replies; the steward reads it in the case.
    const reply = await member.client.rest('POST', `/api/grievances/${grievance.id}/notes`, {
      text: 'Thank you. I can come in on Tuesday.',
    });
    expect(reply.status).toBe(201);
    const detail = await steward.client.gql(`query($id: ID!) { case(id: $id) { ${CASE_FIELDS} } }`, { id: grievance.id });
    expect(detail.data.case.history.at(-1)).toMatchObject({ kind: 'member_note', text: 'Thank you. I can come in on Tuesday.' });
    expect(detail.data.case.history.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('who reaches a case', () => {
  it('a member gets 403 on the desk and 404 on a case; another steward loses sight of a case once it is taken', async () => {
    const member = await server.signedIn();
    const first = await server.signedIn({ isSteward: true });
    const second = await server.signedIn({ isSteward: true });
    const grievance = await submittedGrievance(member.client);

    expect((await member.client.rest('GET', '/api/cases')).status).toBe(403);
    const gql = await member.client.gql('{ cases { total } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await member.client.rest('GET', `/api/cases/${grievance.id}`)).status).toBe(403);

    expect((await second.client.rest('GET', `/api/cases/${grievance.id}`)).status).toBe(200);
    expect((await first.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: first.user.id })).status).toBe(200);
    // Taken: the second steward no longer reaches it, and cannot take it over.
    expect((await second.client.rest('GET', `/api/cases/${grievance.id}`)).status).toBe(404);
    expect((await second.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: second.user.id })).status).toBe(404);
    expect((await second.client.rest('POST', `/api/cases/${grievance.id}/notes`, { text: 'x', internal: true })).status).toBe(404);
    // Another member's grievance timeline is not found.
    expect((await second.client.rest('GET', `/api/grievances/${grievance.id}/timeline`)).status).toBe(404);
  });

  it('a steward cannot assign a case to someone else nor work an unassigned case; an officer reassigns and works any', async () => {
    const member = await server.signedIn();
    const steward = await server.signedIn({ isSteward: true });
    const other = await server.signedIn({ isSteward: true });
    const officer = await server.signedIn({ isAdmin: true });
    const grievance = await submittedGrievance(member.client);

    const toOther = await steward.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: other.user.id });
    expect(toOther.status).toBe(403);
    const note = await steward.client.rest('POST', `/api/cases/${grievance.id}/notes`, { text: 'Looking into it' });
    expect(note).toMatchObject({ status: 403, body: { message: 'Only the steward assigned to this case or an officer can do this' } });
    // Not a steward: refused as the assignee.
    const notSteward = await officer.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: member.user.id });
    expect(notSteward).toMatchObject({ status: 400, body: { message: 'Choose an active steward' } });

    expect((await officer.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: other.user.id })).status).toBe(200);
    const reassigned = await officer.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: steward.user.id });
    expect(reassigned.body.steward.userId).toBe(steward.user.id);
    expect((await officer.client.rest('POST', `/api/cases/${grievance.id}/notes`, { text: 'Officer note', internal: true })).status).toBe(
      201,
    );
    const load = await officer.client.rest('GET', '/api/cases');
    expect(
      load.body.workload.find((w: { steward: { userId: string } }) => w.steward.userId === steward.user.id)?.openCases,
    ).toBeGreaterThanOrEqual(1);
  });

  it("tokens need the case scopes, which only stewards and officers may give; a member's write token cannot reach the desk", async () => {
    const member = await server.signedIn();
    const steward = await server.signedIn({ isSteward: true });
    const grievance = await submittedGrievance(member.client);

    const readOnly = await tokenFor(steward.client, ['read']);
    const refused = await readOnly.rest('GET', '/api/cases');
    expect(refused).toMatchObject({ status: 403, body: { message: "This access token does not have the 'cases:read' scope." } });
    const reader = await tokenFor(steward.client, ['cases:read']);
    expect((await reader.rest('GET', `/api/cases/${grievance.id}`)).status).toBe(200);
    expect((await reader.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: steward.user.id })).status).toBe(403);
    const worker = await tokenFor(steward.client, ['cases:read', 'cases:write']);
    const viaGql = await worker.gql('mutation($id: ID!, $s: ID) { assignCase(id: $id, stewardUserId: $s) { canWork } }', {
      id: grievance.id,
      s: steward.user.id,
    });
    expect(viaGql.data?.assignCase).toEqual({ canWork: true });

    const memberToken = await member.client.gql('mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token } }', {
      i: { name: 'x', scopes: ['cases:read'], expiresInDays: 30 },
    });
    expect(memberToken.errors?.[0]?.message).toBe('Only stewards and officers can give a token case scopes');
  });
});

describe('statuses, outcomes and the member withdrawing', () => {
  it('resolving needs an outcome (and a remedy when sustained), a closed case stays closed, and a withdrawn case takes no more notes', async () => {
    const member = await server.signedIn();
    const steward = await server.signedIn({ isSteward: true });
    const grievance = await submittedGrievance(member.client);
    await steward.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: steward.user.id });

    const noOutcome = await steward.client.rest('POST', `/api/cases/${grievance.id}/status`, { status: 'resolved' });
    expect(noOutcome).toMatchObject({ status: 400, body: { message: 'Choose the outcome: sustained, settled, denied or withdrawn' } });
    const noRemedy = await steward.client.rest('POST', `/api/cases/${grievance.id}/status`, { status: 'resolved', outcome: 'sustained' });
    expect(noRemedy).toMatchObject({ status: 400, body: { message: 'Describe the remedy obtained' } });
    const skip = await steward.client.rest('POST', `/api/cases/${grievance.id}/status`, { status: 'closed' });
    expect(skip).toMatchObject({ status: 409, body: { message: 'A case that is in_progress cannot become closed' } });
    const resolved = await steward.client.rest('POST', `/api/cases/${grievance.id}/status`, {
      status: 'resolved',
      outcome: 'sustained',
      remedy: 'Four hours paid at double time.',
      note: 'The company agreed at Step 1.',
    });
    expect(resolved.body.grievance).toMatchObject({
      status: 'resolved',
      outcome: 'sustained',
      remedy: 'Four hours paid at double time.',
      nextDeadline: null,
    });
    const closed = await steward.client.rest('POST', `/api/cases/${grievance.id}/status`, { status: 'closed' });
    expect(closed.body.grievance.status).toBe('closed');
    expect((await steward.client.rest('POST', `/api/cases/${grievance.id}/status`, { status: 'in_progress' })).status).toBe(409);
    const late = await member.client.rest('POST', `/api/grievances/${grievance.id}/notes`, { text: 'One more thing' });
    expect(late).toMatchObject({ status: 409, body: { message: 'This case is no longer open' } });

    const second = await submittedGrievance(member.client, 'Second grievance');
    const withdrawn = await member.client.rest('POST', `/api/grievances/${second.id}/withdraw`, { reason: 'Settled with my supervisor.' });
    expect(withdrawn.body).toMatchObject({ status: 'resolved', outcome: 'withdrawn' });
    const again = await member.client.gql('mutation($id: ID!) { withdrawCase(grievanceId: $id) { status } }', { id: second.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('time limits', () => {
  it("an agreed extension moves the running limit, and a new procedure reworks every open case's next deadline", async () => {
    const member = await server.signedIn();
    const steward = await server.signedIn({ isSteward: true });
    const officer = await server.signedIn({ isAdmin: true });
    const grievance = await submittedGrievance(member.client);
    await steward.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: steward.user.id });
    const before = (await steward.client.rest('GET', `/api/cases/${grievance.id}`)).body.grievance.nextDeadline;

    const tooEarly = await steward.client.rest('POST', `/api/cases/${grievance.id}/steps`, {
      action: 'extend',
      extendedTo: before.dueOn,
      note: 'x',
    });
    expect(tooEarly).toMatchObject({ status: 400, body: { message: 'The extended date must be later than the current time limit' } });
    const later = new Date(`${before.dueOn}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 14);
    const extendedTo = later.toISOString().slice(0, 10);
    const extended = await steward.client.rest('POST', `/api/cases/${grievance.id}/steps`, {
      action: 'extend',
      extendedTo,
      note: 'Agreed in writing with the station manager.',
    });
    expect(extended.body.grievance.nextDeadline).toMatchObject({ dueOn: extendedTo, extended: true, kind: 'file' });
    const future = await steward.client.rest('POST', `/api/cases/${grievance.id}/steps`, { action: 'file', filedOn: '2999-01-01' });
    expect(future).toMatchObject({ status: 400, body: { message: 'The date cannot be in the future' } });

    // The officer shortens Step 1 to 3 business days: an open case without an extension is worked out again.
    const other = await submittedGrievance(member.client, 'Another');
    const procedure = (await officer.client.rest('GET', '/api/admin/grievance-procedure')).body;
    expect(procedure.steps).toHaveLength(3);
    expect((await member.client.rest('GET', '/api/admin/grievance-procedure')).status).toBe(403);
    const bad = await officer.client.rest('PUT', '/api/admin/grievance-procedure', { ...procedure, steps: [] });
    expect(bad.status).toBe(400);
    const changed = {
      ...procedure,
      dayKind: 'business',
      steps: [{ ...procedure.steps[0], fileWithinDays: 3, fileAfter: 'incident' }, ...procedure.steps.slice(1)],
    };
    const saved = await officer.client.rest('PUT', '/api/admin/grievance-procedure', changed);
    expect(saved.status).toBe(200);
    const after = (await officer.client.rest('GET', `/api/cases/${other.id}`)).body.grievance.nextDeadline;
    const weekday = new Date(`${after.dueOn}T00:00:00Z`).getUTCDay();
    expect(weekday).not.toBe(0);
    expect(weekday).not.toBe(6);
    expect(after.dueOn > today()).toBe(true);
    // Put the sample's procedure back for the other tests.
    await officer.client.rest('PUT', '/api/admin/grievance-procedure', procedure);
  });

  it('the queue filters overdue cases and finds a case by its words', async () => {
    const member = await server.signedIn({ lastName: 'Quintanilla' });
    const officer = await server.signedIn({ isAdmin: true });
    const steward = await server.signedIn({ isSteward: true });
    const grievance = await submittedGrievance(member.client, 'Tug TG-12 brake fault ignored');
    await officer.client.rest('POST', `/api/cases/${grievance.id}/assign`, { stewardUserId: steward.user.id });
    // Step 1 filed 40 days ago with no answer: the company's 5 days have long passed.
    await officer.client.rest('POST', `/api/cases/${grievance.id}/dates`, { incidentOn: daysBefore(50) });
    await officer.client.rest('POST', `/api/cases/${grievance.id}/steps`, { action: 'file', filedOn: daysBefore(40) });
    const overdue = await officer.client.rest('GET', '/api/cases?overdue=true&limit=100');
    const found = overdue.body.items.find((i: { grievance: { id: string } }) => i.grievance.id === grievance.id);
    expect(found).toMatchObject({ overdue: true });
    expect(overdue.body.items.every((i: { overdue: boolean }) => i.overdue)).toBe(true);
    const byName = await officer.client.gql('query($f: CaseQueueFilter) { cases(filter: $f) { total items { grievance { id } } } }', {
      f: { q: 'quintan' },
    });
    expect(byName.data.cases.items.map((i: { grievance: { id: string } }) => i.grievance.id)).toEqual([grievance.id]);
    const mine = await steward.client.rest('GET', '/api/cases?assigned=me');
    expect(mine.body.items.map((i: { grievance: { id: string } }) => i.grievance.id)).toEqual([grievance.id]);
    // The queue names the procedure's steps, so a steward (who cannot read the procedure) reads 'Step 1 - ...'.
    expect(mine.body.procedureSteps).toEqual(DEFAULT_GRIEVANCE_PROCEDURE.steps.map((s) => s.name));
    expect(mine.body.items[0].grievance.currentStep).toBe(0);
    const wildcard = await officer.client.rest('GET', `/api/cases?q=${encodeURIComponent('%_')}`);
    expect(wildcard.body.total).toBe(0);
  });

  it("the queue filters by the filing member's department on both doors, and a steward still reaches only the unassigned and their own", async () => {
    const deicer = await server.signedIn({ department: 'Deicing' });
    const fueler = await server.signedIn({ department: 'Fuel Farm' });
    const officer = await server.signedIn({ isAdmin: true });
    const steward = await server.signedIn({ isSteward: true });
    const other = await server.signedIn({ isSteward: true });
    const open = await submittedGrievance(deicer.client, 'Deicing truck heater broken');
    const others = await submittedGrievance(deicer.client, 'Glycol splash without goggles');
    await submittedGrievance(fueler.client, 'Fuel farm overtime');
    await officer.client.rest('POST', `/api/cases/${others.id}/assign`, { stewardUserId: other.user.id });
    const ids = (body: { items: { grievance: { id: string } }[] }) => body.items.map((i) => i.grievance.id).sort();

    const all = await officer.client.rest('GET', '/api/cases?department=Deicing');
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([open.id, others.id].sort());
    expect(all.body.total).toBe(2);
    const QUEUE = 'query($f: CaseQueueFilter) { cases(filter: $f) { total items { grievance { id } } } }';
    const gql = await officer.client.gql(QUEUE, { f: { department: 'Deicing', assigned: 'none' } });
    expect(ids(gql.data.cases)).toEqual([open.id]);
    // Another steward's case stays out of reach, with or without the filter.
    const stewards = await steward.client.rest('GET', '/api/cases?department=Deicing');
    expect(ids(stewards.body)).toEqual([open.id]);
    expect(ids((await steward.client.gql(QUEUE, { f: { department: 'Deicing' } })).data.cases)).toEqual([open.id]);
    expect((await officer.client.rest('GET', '/api/cases?department=Nowhere')).body.total).toBe(0);

    const long = await officer.client.rest('GET', `/api/cases?department=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Department must be at most 100 characters');
    expect((await officer.client.gql(QUEUE, { f: { department: 'x'.repeat(101) } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await deicer.client.rest('GET', '/api/cases?department=Deicing')).status).toBe(403);
  });
});

describe('the demo desk', () => {
  it("gives the demo steward cases at every state, each with its history intact, and leaves the member's grievance unassigned", async () => {
    const officer = await server.signedIn({ isAdmin: true });
    const member = await server.signedIn();
    const partTime = await server.signedIn({ employmentStatus: 'part_time' });
    const steward = await server.signedIn({ isSteward: true });
    const em = server.orm.em.fork();
    const users = {
      admin: await em.findOneOrFail(User, officer.user.id),
      member: await em.findOneOrFail(User, member.user.id),
      partTime: await em.findOneOrFail(User, partTime.user.id),
      steward: await em.findOneOrFail(User, steward.user.id),
    };
    await submittedGrievance(member.client, 'Waiting for a steward');
    await seedCases(em, users);
    await em.flush();

    const mine = (await steward.client.rest('GET', '/api/cases?assigned=me&limit=100')).body;
    const statuses = mine.items.map((i: { grievance: { status: string } }) => i.grievance.status).sort();
    expect(statuses).toEqual(['closed', 'in_progress', 'in_progress', 'resolved']);
    expect(mine.items[0]).toMatchObject({ overdue: true, grievance: { nextDeadline: { kind: 'answer', party: 'company' } } });
    expect(mine.items[1].grievance.nextDeadline).toMatchObject({ kind: 'file', stepIndex: 1 });
    for (const item of mine.items) {
      const check = await officer.client.rest('GET', `/api/cases/${item.grievance.id}/history-check`);
      expect(check.body.intact).toBe(true);
    }
    const waiting = (await member.client.rest('GET', '/api/grievances')).body.find(
      (g: { title: string }) => g.title === 'Waiting for a steward',
    );
    expect(waiting).toMatchObject({ status: 'submitted' });
    // The member sees the steward's shared notes on their own case, not the internal one.
    const overtime = (await member.client.gql('{ grievances { title sharedHistory { kind internal text } } }')).data.grievances.find(
      (g: { title: string }) => g.title.startsWith('Held over'),
    );
    expect(overtime.sharedHistory.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'assigned', 'status', 'note', 'step_filed']);
  });
});

describe('the history', () => {
  it('the database refuses changing or deleting a row, the check finds a row changed behind its back, and the history goes with its case', async () => {
    const member = await server.signedIn();
    const officer = await server.signedIn({ isAdmin: true });
    const grievance = await submittedGrievance(member.client);
    await officer.client.rest('POST', `/api/cases/${grievance.id}/notes`, { text: 'Called the member.', internal: false });
    const intact = await officer.client.rest('GET', `/api/cases/${grievance.id}/history-check`);
    expect(intact.body).toEqual({ intact: true, checked: 2, brokenAt: null, problem: null });

    const sql = server.orm.em.getConnection();
    await expect(sql.execute(`update case_events set body = '{"text":"changed"}' where grievance_id = ?`, [grievance.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql.execute('delete from case_events where grievance_id = ?', [grievance.id])).rejects.toThrow(/append-only/);
    await expect(sql.execute('truncate case_events')).rejects.toThrow(/append-only/);

    // Someone with the database's own rights switches the trigger off and rewrites the note.
    await sql.execute('alter table case_events disable trigger append_only');
    try {
      await sql.execute(`update case_events set body = '{"text":"Never called."}' where grievance_id = ? and seq = 2`, [grievance.id]);
    } finally {
      await sql.execute('alter table case_events enable trigger append_only');
    }
    const broken = await officer.client.gql('query($id: ID!) { caseHistoryCheck(id: $id) { intact brokenAt problem } }', {
      id: grievance.id,
    });
    expect(broken.data.caseHistoryCheck).toEqual({ intact: false, brokenAt: 2, problem: 'Entry 2 was changed after it was written.' });

    // Deleting the member's account takes their cases, and the history with them.
    await sql.execute('delete from users where id = ?', [member.user.id]);
    const left = await sql.execute('select count(*)::int as n from case_events where grievance_id = ?', [grievance.id]);
    expect(left[0].n).toBe(0);
  });

  it('evidence the member adds to the open case is recorded, and the steward views it through the case', async () => {
    const member = await server.signedIn();
    const steward = await server.signedIn({ isSteward: true });
    const grievance = await submittedGrievance(member.client);
    const form = new FormData();
    const sharp = (await import('sharp')).default;
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'schedule.png');
    const upload = await member.client.raw('POST', `/api/grievances/${grievance.id}/images`, {
      body: form,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(upload.status).toBe(201);
    const detail = (await steward.client.rest('GET', `/api/cases/${grievance.id}`)).body;
    expect(detail.history.at(-1)).toMatchObject({ kind: 'evidence_added', summary: 'Evidence added: schedule.png' });
    const view = await steward.client.raw('GET', detail.evidence[0].url);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/png');
    expect((await member.client.raw('GET', detail.evidence[0].url)).status).toBe(403);
  });
});
