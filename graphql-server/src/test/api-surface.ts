import { readFile } from 'node:fs/promises';
import type { Express } from 'express';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import sharp from 'sharp';
import { SAMPLE_AGREEMENT_PATH } from '../ai/answerer/sample.js';
import { silentWav } from '../ai/transcriber/speech.testing.js';
import type { RouteAccess } from '../http/rest.js';
import type { TestClient } from './client.js';
import { TEST_PASSWORD } from './harness.js';

/**
 * The app's whole API surface as data, for the generated tests (authorization matrix, fuzz): every operation of the
 * built schema, every route of the express router, and how to fill their arguments with real-looking values.
 */

export interface GraphqlOperation {
  /** 'Query.journalEntry', 'Mutation.login', 'Subscription.x' */
  key: string;
  kind: 'query' | 'mutation' | 'subscription';
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export function graphqlOperations(schema: GraphQLSchema): GraphqlOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    type ? Object.values(type.getFields()).map((field) => ({ key: `${type.name}.${field.name}`, kind, name: field.name, field })) : [],
  );
}

export interface RestRoute {
  /** 'PATCH /api/journal/entries/:id' */
  key: string;
  method: string;
  path: string;
  params: string[];
  /** Who may call it and what a token needs, as its restHandler declares (undefined: not a restHandler route). */
  access?: RouteAccess;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack?: { handle?: { routeAccess?: RouteAccess } }[] };
  handle?: { stack?: RouterLayer[] };
}

/** Every route the express app answers, found in its router stack (mounted routers included, with their prefix). */
export function restRoutes(app: Express): RestRoute[] {
  const found: RestRoute[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') throw new Error(`A route of ${prefix || '/'} has a non-string path; list it by hand`);
        const path = prefix + layer.route.path;
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
          const upper = method.toUpperCase();
          const access = layer.route.stack?.at(-1)?.handle?.routeAccess;
          found.push({ key: `${upper} ${path}`, method: upper, path, params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]), access });
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return found;
}

// ---- ids -------------------------------------------------------------------------------------------------------

/**
 * What an id refers to. The OWNED_KINDS belong to one member ('case': their submitted grievance); the others are shared
 * by everyone ('deskCase': a submitted case on the Union Desk, with its evidence 'deskCaseImage'). A 'meeting' is
 * recording (its recording, 'meetingRecording', is open with one chunk stored); a 'recordedMeeting' has none open, so
 * another recording may start.
 */
export type IdKind =
  | 'event'
  | 'entry'
  | 'participant'
  | 'image'
  | 'grievance'
  | 'grievanceImage'
  | 'meeting'
  | 'meetingImage'
  | 'meetingRecording'
  | 'recordedMeeting'
  | 'accessToken'
  | 'bulletin'
  | 'steward'
  | 'allowlisted'
  | 'section'
  | 'category'
  | 'member'
  | 'case'
  | 'deskCase'
  | 'deskCaseImage';
export const OWNED_KINDS: readonly IdKind[] = [
  'event',
  'entry',
  'participant',
  'image',
  'grievance',
  'grievanceImage',
  'meeting',
  'meetingImage',
  'meetingRecording',
  'recordedMeeting',
  'accessToken',
  'case',
];

/** Arguments, input fields and path parameters whose name says what they refer to. */
const KIND_BY_NAME: Record<string, IdKind> = {
  eventId: 'event',
  entryId: 'entry',
  journalEntryId: 'entry',
  imageId: 'image',
  grievanceId: 'grievance',
  grievanceImageId: 'grievanceImage',
  meetingId: 'meeting',
  meetingImageId: 'meetingImage',
  recordingId: 'meetingRecording',
  categoryId: 'category',
  stewardId: 'steward',
  deskCaseImageId: 'deskCaseImage',
};

/** What `id` (or an id-like string) of an operation or route refers to, where the name does not say. */
export const ID_ARGUMENTS: Record<string, Record<string, IdKind>> = {
  'Query.journalEntry': { id: 'entry' },
  'Query.contractSection': { id: 'section' },
  'Mutation.updateJournalEntry': { id: 'entry' },
  'Mutation.removeJournalParticipant': { id: 'participant' },
  'Mutation.updateBulletin': { id: 'bulletin' },
  'Mutation.deleteBulletin': { id: 'bulletin' },
  'Mutation.setBulletinVisibility': { id: 'bulletin' },
  'Mutation.updateShopSteward': { id: 'steward' },
  'Mutation.deactivateShopSteward': { id: 'steward' },
  'Mutation.removeAllowlistEmail': { email: 'allowlisted' },
  'Query.grievance': { id: 'grievance' },
  'Mutation.updateGrievance': { id: 'grievance' },
  'Mutation.submitGrievance': { id: 'grievance' },
  'Mutation.withdrawGrievance': { id: 'grievance' },
  'Mutation.updateGrievanceImage': { id: 'grievanceImage' },
  'Mutation.removeGrievanceImage': { id: 'grievanceImage' },
  'Query.meeting': { id: 'meeting' },
  'Mutation.updateMeeting': { id: 'meeting' },
  'Mutation.finishMeetingAudio': { id: 'meeting' },
  'Mutation.retryMeetingTranscription': { id: 'meeting' },
  'Mutation.finalizeMeeting': { id: 'meeting' },
  'Mutation.deleteMeeting': { id: 'meeting' },
  'Mutation.attachMeetingToGrievance': { id: 'meeting' },
  'Query.meetingRecording': { id: 'meetingRecording' },
  'Mutation.startMeetingRecording': { meetingId: 'recordedMeeting' },
  'Mutation.finishMeetingRecording': { id: 'meetingRecording' },
  'Mutation.retryMeetingRecordingTranscription': { id: 'meetingRecording' },
  'Mutation.updateMeetingRecording': { id: 'meetingRecording' },
  'Mutation.revokeAccessToken': { id: 'accessToken' },
  'Mutation.confirmRepresentationProvision': { sectionId: 'section' },
  'Query.member': { id: 'member' },
  'Query.memberChanges': { id: 'member' },
  'Mutation.updateMember': { id: 'member' },
  'Query.case': { id: 'deskCase' },
  'Query.caseHistoryCheck': { id: 'deskCase' },
  'Mutation.assignCase': { id: 'deskCase', stewardUserId: 'member' },
  'Mutation.changeCaseStatus': { id: 'deskCase' },
  'Mutation.recordCaseStep': { id: 'deskCase' },
  'Mutation.setCaseDates': { id: 'deskCase' },
  'Mutation.addCaseNote': { id: 'deskCase' },
  'Query.grievanceTimeline': { grievanceId: 'case' },
  'Mutation.addGrievanceNote': { grievanceId: 'case' },
  'Mutation.withdrawCase': { grievanceId: 'case' },
};

/**
 * The GraphQL operation each REST route is a door to: its path parameters are the operation's arguments of the same
 * name (or as renamed here), its JSON body the rest (the `input` argument itself when that is all that is left), and
 * its Upload arguments are multipart files. A route without a twin takes no body.
 */
export const REST_TWINS: Record<string, { operation: string; params?: Record<string, string> }> = {
  'POST /api/auth/register': { operation: 'Mutation.register' },
  'POST /api/auth/login': { operation: 'Mutation.login' },
  'POST /api/auth/logout': { operation: 'Mutation.logout' },
  'GET /api/auth/me': { operation: 'Query.me' },
  'PATCH /api/users/profile': { operation: 'Mutation.updateProfile' },
  'GET /api/admin/email-allowlist': { operation: 'Query.emailAllowlist' },
  'POST /api/admin/email-allowlist': { operation: 'Mutation.addAllowlistEmail' },
  'DELETE /api/admin/email-allowlist/:email': { operation: 'Mutation.removeAllowlistEmail' },
  'GET /api/journal/events': { operation: 'Query.journalEvents' },
  'POST /api/journal/events': { operation: 'Mutation.createJournalEvent' },
  'GET /api/journal/entries': { operation: 'Query.journalEntries' },
  'POST /api/journal/entries': { operation: 'Mutation.createJournalEntry' },
  'GET /api/journal/entries/:id': { operation: 'Query.journalEntry' },
  'PATCH /api/journal/entries/:id': { operation: 'Mutation.updateJournalEntry' },
  'POST /api/journal/entries/:id/images': { operation: 'Mutation.uploadJournalEntryImage', params: { id: 'entryId' } },
  'GET /api/journal/entries/:entryId/participants': { operation: 'Query.journalParticipants' },
  'POST /api/journal/entries/:entryId/participants': { operation: 'Mutation.addJournalParticipant' },
  'DELETE /api/journal/participants/:id': { operation: 'Mutation.removeJournalParticipant' },
  'GET /api/shop-stewards': { operation: 'Query.shopStewards' },
  'GET /api/departments': { operation: 'Query.departments' },
  'GET /api/admin/shop-stewards': { operation: 'Query.allShopStewards' },
  'POST /api/admin/shop-stewards': { operation: 'Mutation.createShopSteward' },
  'PATCH /api/admin/shop-stewards/:id': { operation: 'Mutation.updateShopSteward' },
  'POST /api/admin/shop-stewards/:id/deactivate': { operation: 'Mutation.deactivateShopSteward' },
  'DELETE /api/admin/shop-stewards/:id': { operation: 'Mutation.deactivateShopSteward' },
  'GET /api/bulletins': { operation: 'Query.bulletins' },
  'POST /api/bulletins': { operation: 'Mutation.createBulletin' },
  'PATCH /api/bulletins/:id': { operation: 'Mutation.updateBulletin' },
  'DELETE /api/bulletins/:id': { operation: 'Mutation.deleteBulletin' },
  'POST /api/bulletins/:id/visibility': { operation: 'Mutation.setBulletinVisibility' },
  'POST /api/contract/ask': { operation: 'Mutation.askContract' },
  'POST /api/transcribe': { operation: 'Mutation.transcribe' },
  'POST /api/journal/analyze-for-grievance': { operation: 'Mutation.analyzeForGrievance' },
  'GET /api/contract/outline': { operation: 'Query.contractOutline' },
  'GET /api/contract/sections/:id': { operation: 'Query.contractSection' },
  'POST /api/admin/contract/preview': { operation: 'Mutation.previewContractImport' },
  'POST /api/admin/contract/publish': { operation: 'Mutation.publishContractImport' },
  'GET /api/admin/contract/versions': { operation: 'Query.contractVersions' },
  'GET /api/admin/overview': { operation: 'Query.adminOverview' },
  'GET /api/rights/representation': { operation: 'Query.representationRights' },
  'GET /api/admin/representation/proposals': { operation: 'Query.representationProposals' },
  'POST /api/admin/representation': { operation: 'Mutation.confirmRepresentationProvision' },
  'DELETE /api/admin/representation': { operation: 'Mutation.clearRepresentationProvision' },
  'GET /api/grievance-categories': { operation: 'Query.grievanceCategories' },
  'GET /api/grievances': { operation: 'Query.grievances' },
  'POST /api/grievances': { operation: 'Mutation.createGrievance' },
  'GET /api/grievances/:id': { operation: 'Query.grievance' },
  'PATCH /api/grievances/:id': { operation: 'Mutation.updateGrievance' },
  'POST /api/grievances/:id/submit': { operation: 'Mutation.submitGrievance' },
  'DELETE /api/grievances/:id': { operation: 'Mutation.withdrawGrievance' },
  'GET /api/grievances/:id/images': { operation: 'Query.grievanceImages', params: { id: 'grievanceId' } },
  'POST /api/grievances/:id/images': { operation: 'Mutation.uploadGrievanceImage', params: { id: 'grievanceId' } },
  'PATCH /api/grievances/:id/images/:imageId': {
    operation: 'Mutation.updateGrievanceImage',
    params: { id: 'grievanceId', imageId: 'id' },
  },
  'DELETE /api/grievances/:id/images/:imageId': {
    operation: 'Mutation.removeGrievanceImage',
    params: { id: 'grievanceId', imageId: 'id' },
  },
  // A download, not an operation: the twin only says what the path's ids are.
  'GET /api/grievances/:id/images/:imageId/view': {
    operation: 'Query.grievanceImages',
    params: { id: 'grievanceId', imageId: 'grievanceImageId' },
  },
  'GET /api/grievances/:id/pdf': { operation: 'Query.grievance' },
  'GET /api/meetings': { operation: 'Query.meetings' },
  'POST /api/meetings': { operation: 'Mutation.startMeeting' },
  'GET /api/meetings/:id': { operation: 'Query.meeting' },
  'PATCH /api/meetings/:id': { operation: 'Mutation.updateMeeting' },
  'DELETE /api/meetings/:id': { operation: 'Mutation.deleteMeeting' },
  'POST /api/meetings/:id/audio/chunks': { operation: 'Mutation.uploadMeetingAudioChunk', params: { id: 'meetingId' } },
  'POST /api/meetings/:id/audio/finish': { operation: 'Mutation.finishMeetingAudio' },
  'POST /api/meetings/:id/transcription/retry': { operation: 'Mutation.retryMeetingTranscription' },
  'POST /api/meetings/:id/finalize': { operation: 'Mutation.finalizeMeeting' },
  'POST /api/meetings/:id/attach': { operation: 'Mutation.attachMeetingToGrievance' },
  'POST /api/meetings/:id/images': { operation: 'Mutation.uploadMeetingImage', params: { id: 'meetingId' } },
  'POST /api/meetings/:id/recordings': { operation: 'Mutation.startMeetingRecording', params: { id: 'meetingId' } },
  'GET /api/meetings/:id/recordings/:recordingId': { operation: 'Query.meetingRecording', params: { id: 'meetingId', recordingId: 'id' } },
  'PATCH /api/meetings/:id/recordings/:recordingId': {
    operation: 'Mutation.updateMeetingRecording',
    params: { id: 'meetingId', recordingId: 'id' },
  },
  'POST /api/meetings/:id/recordings/:recordingId/chunks': {
    operation: 'Mutation.uploadMeetingRecordingChunk',
    params: { id: 'meetingId' },
  },
  'POST /api/meetings/:id/recordings/:recordingId/finish': {
    operation: 'Mutation.finishMeetingRecording',
    params: { id: 'meetingId', recordingId: 'id' },
  },
  'POST /api/meetings/:id/recordings/:recordingId/transcription/retry': {
    operation: 'Mutation.retryMeetingRecordingTranscription',
    params: { id: 'meetingId', recordingId: 'id' },
  },
  // Downloads, not operations: the twin only says what the path's ids are.
  'GET /api/meetings/:id/images/:imageId/view': { operation: 'Query.meeting', params: { imageId: 'meetingImageId' } },
  'GET /api/meetings/:id/audio': { operation: 'Query.meeting' },
  'GET /api/meetings/:id/recordings/:recordingId/audio': {
    operation: 'Query.meetingRecording',
    params: { id: 'meetingId', recordingId: 'id' },
  },
  'GET /api/meetings/:id/record': { operation: 'Query.meeting' },
  'GET /api/tokens': { operation: 'Query.accessTokens' },
  'POST /api/tokens': { operation: 'Mutation.createAccessToken' },
  'DELETE /api/tokens/:id': { operation: 'Mutation.revokeAccessToken' },
  'POST /api/auth/password': { operation: 'Mutation.changePassword' },
  'GET /api/admin/members': { operation: 'Query.members' },
  'GET /api/admin/members/:id': { operation: 'Query.member' },
  'GET /api/admin/members/:id/changes': { operation: 'Query.memberChanges' },
  'PATCH /api/admin/members/:id': { operation: 'Mutation.updateMember' },
  'GET /api/cases': { operation: 'Query.cases' },
  'GET /api/cases/:id': { operation: 'Query.case' },
  'GET /api/cases/:id/history-check': { operation: 'Query.caseHistoryCheck' },
  'POST /api/cases/:id/assign': { operation: 'Mutation.assignCase' },
  'POST /api/cases/:id/status': { operation: 'Mutation.changeCaseStatus' },
  'POST /api/cases/:id/steps': { operation: 'Mutation.recordCaseStep' },
  'POST /api/cases/:id/dates': { operation: 'Mutation.setCaseDates' },
  'POST /api/cases/:id/notes': { operation: 'Mutation.addCaseNote' },
  // A download, not an operation: the twin only says what the path's ids are.
  'GET /api/cases/:id/images/:imageId/view': { operation: 'Query.case', params: { imageId: 'deskCaseImageId' } },
  'GET /api/grievances/:id/timeline': { operation: 'Query.grievanceTimeline', params: { id: 'grievanceId' } },
  'POST /api/grievances/:id/notes': { operation: 'Mutation.addGrievanceNote', params: { id: 'grievanceId' } },
  'POST /api/grievances/:id/withdraw': { operation: 'Mutation.withdrawCase', params: { id: 'grievanceId' } },
  'GET /api/admin/grievance-procedure': { operation: 'Query.grievanceProcedure' },
  'PUT /api/admin/grievance-procedure': { operation: 'Mutation.updateGrievanceProcedure' },
};

const isUpload = (type: GraphQLInputType) => getNamedType(type).name === 'Upload';

/** The id kind of an argument or input field, or undefined when it is not an id. Throws for an ID nobody described. */
function kindOf(operationKey: string, name: string, type: GraphQLInputType, where: string): IdKind | undefined {
  const kind = ID_ARGUMENTS[operationKey]?.[name] ?? KIND_BY_NAME[name];
  if (!kind && getNamedType(type).name === 'ID') {
    throw new Error(`${where} is an ID but api-surface.ts does not say what it refers to: add it to ID_ARGUMENTS`);
  }
  return kind;
}

/** Every id kind that an operation's arguments (inputs included) refer to, by argument path ('input.eventId'). */
export function idArguments(op: GraphqlOperation): Map<string, IdKind> {
  const found = new Map<string, IdKind>();
  const visitInput = (type: GraphQLInputType, path: string, seen: Set<string>) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    for (const field of Object.values(named.getFields())) {
      const kind = kindOf(op.key, field.name, field.type, `${op.key}(${path}.${field.name})`);
      if (kind) found.set(`${path}.${field.name}`, kind);
      visitInput(field.type, `${path}.${field.name}`, new Set([...seen, named.name]));
    }
  };
  for (const arg of op.field.args) {
    const kind = kindOf(op.key, arg.name, arg.type, `${op.key}(${arg.name})`);
    if (kind) found.set(arg.name, kind);
    visitInput(arg.type, arg.name, new Set());
  }
  return found;
}

/** The path parameters of a route and what each refers to. */
export function routeParams(route: RestRoute, operations: ReadonlyMap<string, GraphqlOperation>): Map<string, IdKind> {
  const twin = REST_TWINS[route.key];
  const twinOp = twin && operations.get(twin.operation);
  if (twin && !twinOp) throw new Error(`REST_TWINS names ${twin.operation} for ${route.key}, which the schema no longer has`);
  const ids = twinOp ? idArguments(twinOp) : new Map<string, IdKind>();
  const kinds = new Map<string, IdKind>();
  for (const param of route.params) {
    const name = twin?.params?.[param] ?? param;
    const kind = ids.get(name) ?? KIND_BY_NAME[name] ?? KIND_BY_NAME[param];
    if (!kind) throw new Error(`${route.key}: api-surface.ts does not say what :${param} refers to (REST_TWINS or KIND_BY_NAME)`);
    kinds.set(param, kind);
  }
  return kinds;
}

// ---- valid values ------------------------------------------------------------------------------------------------

export interface ValueContext {
  /** A real id of this kind (owned by the caller where that matters). */
  id(kind: IdKind): string;
  /** Differs on every call, for values that must be unique (usernames, emails, employee numbers). */
  unique: string;
  /** Who signs in when an operation asks for credentials. */
  credentials: { username: string; password: string };
  /** An email that may register. */
  allowlistedEmail: string;
}

const FAR_FUTURE = '2099-12-31T12:00:00.000Z';

/** A valid value for a text field, by its name ('Type.field' first, then 'field'). */
const TEXT_VALUES: Record<string, (c: ValueContext) => string> = {
  'LoginInput.username': (c) => c.credentials.username,
  'LoginInput.password': (c) => c.credentials.password,
  // The same password again: allowed (it signs out elsewhere and revokes tokens), so the caller can still sign in.
  'ChangePasswordInput.currentPassword': (c) => c.credentials.password,
  'ChangePasswordInput.newPassword': (c) => c.credentials.password,
  'RegisterInput.personalEmail': (c) => c.allowlistedEmail,
  username: (c) => `user${c.unique}`,
  password: () => TEST_PASSWORD,
  personalEmail: (c) => `member${c.unique}@example.org`,
  email: (c) => `person${c.unique}@example.org`,
  employeeNumber: (c) => `E${c.unique}`,
  phoneNumber: () => '817-555-0100',
  hireDate: () => '2019-03-01',
  entryDate: () => '2024-01-15',
  effectiveDate: () => '2024-01-01',
  publishedAt: () => '2024-01-15T09:00:00.000Z',
  expiresAt: () => FAR_FUTURE,
  shift: () => 'day',
  question: () => 'How is overtime distributed?',
  journalContent: () => 'I was ordered to stay four hours past my shift without notice.',
  // A fifth of a second of silence: real audio that needs no recognition.
  audioData: () => `data:audio/wav;base64,${silentWav(0.2).toString('base64')}`,
  filename: () => 'meeting.wav',
  scopes: () => 'read',
  incidentOn: () => '2024-01-15',
  knowledgeOn: () => '2024-01-16',
  filedOn: () => '2024-01-20',
  answeredOn: () => '2024-01-25',
  extendedTo: () => '2099-01-01',
  holidays: () => '2026-12-25',
};

/** A valid value for a whole-number argument, by its name (1 otherwise). */
const INT_VALUES: Record<string, number> = {
  // A meeting's first audio chunk: the fixture stores it, so sending it again is acknowledged (and its bytes sniffed).
  seq: 0,
};

export function textValue(typeName: string, field: string, c: ValueContext): string {
  const known = TEXT_VALUES[`${typeName}.${field}`] ?? TEXT_VALUES[field];
  if (known) return known(c);
  return /Date$/.test(field) ? '2024-01-15' : `Test ${field} ${c.unique}`;
}

export const isRequired = (arg: { type: GraphQLInputType; defaultValue?: unknown }) =>
  isNonNullType(arg.type) && arg.defaultValue === undefined;

interface Fill {
  ids: Map<string, IdKind>;
  c: ValueContext;
  /** Optional input fields too, except these ('Type.field'). */
  optional?: { except: ReadonlySet<string> };
}

function validValue(type: GraphQLInputType, owner: string, name: string, path: string, fill: Fill): unknown {
  const { ids, c, optional } = fill;
  const kind = ids.get(path);
  if (kind) return c.id(kind);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [validValue(inner.ofType, owner, name, path, fill)];
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      // An optional id is given too (as optional arguments are): it is what an ownership check is about.
      const wanted =
        isRequired(field) || ids.has(`${path}.${field.name}`) || (optional && !optional.except.has(`${inner.name}.${field.name}`));
      if (wanted) value[field.name] = validValue(field.type, inner.name, field.name, `${path}.${field.name}`, fill);
    }
    return value;
  }
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Boolean':
        return true;
      case 'Int':
        return INT_VALUES[name] ?? 1;
      case 'Float':
        return 1.5;
      case 'Upload':
        return null;
      case 'DateTimeISO':
        return FAR_FUTURE;
      default:
        return textValue(owner, name, c);
    }
  }
  throw new Error(`No valid value for ${String(type)} at ${path}`);
}

/**
 * The minimal valid arguments of an operation: every required one (Upload arguments null: see fileFor). With
 * `optional`, every argument and input field but those named in `except` ('Type.field' or 'Query.op(arg)').
 */
export function validArguments(op: GraphqlOperation, c: ValueContext, optional?: { except: ReadonlySet<string> }): Record<string, unknown> {
  const fill: Fill = { ids: idArguments(op), c, optional };
  const args: Record<string, unknown> = {};
  for (const arg of op.field.args) {
    const wanted = isRequired(arg) || fill.ids.has(arg.name) || (optional && !optional.except.has(`${op.key}(${arg.name})`));
    if (wanted) args[arg.name] = validValue(arg.type, op.key, arg.name, arg.name, fill);
  }
  return args;
}

export const uploadArguments = (op: GraphqlOperation): GraphQLArgument[] => op.field.args.filter((a) => isUpload(a.type));

export interface UploadFile {
  name: string;
  type: string;
  data: Uint8Array;
}

let pngBytes: Promise<Uint8Array> | undefined;

/** The start of a WebM recording as MediaRecorder sends it (EBML header, 'webm' doc type), then some bytes. */
export function webmChunk(size = 512): Uint8Array {
  const head = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d];
  return new Uint8Array([...head, ...Array.from({ length: Math.max(0, size - head.length) }, (_, i) => (i * 31) & 255)]);
}
let contractBytes: Promise<Uint8Array> | undefined;

/** A small valid file for an Upload argument: a photo for images, the sample agreement for contract files. */
export function fileFor(argument: string): Promise<UploadFile> {
  if (argument === 'image') {
    pngBytes ??= sharp({ create: { width: 24, height: 16, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer()
      .then((b) => new Uint8Array(b));
    return pngBytes.then((data) => ({ name: 'gate.png', type: 'image/png', data }));
  }
  if (argument === 'chunk') return Promise.resolve({ name: 'chunk-0.webm', type: 'audio/webm', data: webmChunk() });
  if (argument === 'file') {
    contractBytes ??= readFile(SAMPLE_AGREEMENT_PATH).then((b) => new Uint8Array(b));
    return contractBytes.then((data) => ({ name: 'agreement.md', type: 'text/markdown', data }));
  }
  throw new Error(`fileFor: no test file for the Upload argument '${argument}'`);
}

// ---- documents ---------------------------------------------------------------------------------------------------

/** Every field of the answer, objects two levels down, so field resolvers run (and leaks show) too. */
export function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some(isRequired)) continue;
    if (isLeafType(getNamedType(field.type))) parts.push(field.name);
    else if (depth < 2) parts.push(`${field.name} ${selectionOf(field.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/**
 * The document of one operation. By default every argument is a variable; `literals` gives some as inline GraphQL
 * text instead (the other door into argument parsing).
 */
export function operationDocument(op: GraphqlOperation, literals: Record<string, string> = {}): string {
  const variables = op.field.args.filter((a) => !(a.name in literals));
  const definitions = variables.length ? `(${variables.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const args = op.field.args.map((a) => `${a.name}: ${a.name in literals ? literals[a.name] : `$${a.name}`}`);
  return `${op.kind} Op${definitions} { ${op.name}${args.length ? `(${args.join(', ')})` : ''} ${selectionOf(op.field.type)} }`;
}

// ---- calls -------------------------------------------------------------------------------------------------------

export interface Answer {
  status: number;
  /** The parsed JSON answer, or the text when it is not JSON. */
  body: unknown;
  text: string;
}

/** Headers a same-origin script sends; they let a state-changing /api call through CSRF checks to the rule under test. */
export const SCRIPT_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'apollo-require-preflight': 'true' };

async function answerOf(res: Response): Promise<Answer> {
  const type = res.headers.get('content-type') ?? '';
  if (type && !/json|text/.test(type)) {
    const bytes = (await res.arrayBuffer()).byteLength;
    return { status: res.status, body: null, text: `<${type}, ${bytes} bytes>` };
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, text };
}

/** One GraphQL operation over HTTP, as multipart when files are given. */
export async function callGraphql(
  client: TestClient,
  document: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadFile> = {},
): Promise<Answer> {
  const names = Object.keys(files);
  if (names.length === 0) {
    const body = JSON.stringify({ query: document, variables });
    return answerOf(await client.raw('POST', '/graphql', { body, headers: { 'content-type': 'application/json' } }));
  }
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: document, variables: { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) } }),
  );
  form.set('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
  names.forEach((n, i) => {
    form.set(String(i), new Blob([files[n].data as Uint8Array<ArrayBuffer>], { type: files[n].type }), files[n].name);
  });
  return answerOf(await client.raw('POST', '/graphql', { body: form, headers: SCRIPT_HEADERS }));
}

export interface RestCall {
  method: string;
  path: string;
  /** A JSON value to send, or raw text sent as application/json (e.g. broken JSON). */
  json?: unknown;
  rawJson?: string;
  multipart?: { files: Record<string, UploadFile>; fields: Record<string, string> };
}

export async function callRest(client: TestClient, call: RestCall): Promise<Answer> {
  let body: string | FormData | undefined;
  const headers: Record<string, string> = { ...SCRIPT_HEADERS };
  if (call.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(call.multipart.fields)) form.set(name, value);
    for (const [name, file] of Object.entries(call.multipart.files)) {
      form.set(name, new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    }
    body = form;
  } else if (call.rawJson !== undefined || call.json !== undefined) {
    body = call.rawJson ?? JSON.stringify(call.json);
    headers['content-type'] = 'application/json';
  }
  return answerOf(await client.raw(call.method, call.path, { body, headers }));
}

/** Splits an operation's arguments into a route's path parameters, JSON body and multipart parts. */
export async function restCallFor(
  route: RestRoute,
  operations: ReadonlyMap<string, GraphqlOperation>,
  args: Record<string, unknown>,
  pathValues: Record<string, string>,
): Promise<RestCall> {
  const twin = REST_TWINS[route.key];
  const op = twin ? operations.get(twin.operation) : undefined;
  const pathArgs = new Set(route.params.map((p) => twin?.params?.[p] ?? p));
  const path = route.path.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(pathValues[p]));
  if (!op || route.method === 'GET') return { method: route.method, path };
  const rest = Object.fromEntries(Object.entries(args).filter(([name]) => !pathArgs.has(name)));
  const uploads = uploadArguments(op).map((a) => a.name);
  if (uploads.length) {
    const files = Object.fromEntries(await Promise.all(uploads.map(async (n) => [n, await fileFor(n)] as const)));
    const fields = Object.fromEntries(
      Object.entries(rest)
        .filter(([name, value]) => !uploads.includes(name) && value !== undefined && value !== null)
        .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    return { method: route.method, path, multipart: { files, fields } };
  }
  const names = Object.keys(rest);
  if (names.length === 0) return { method: route.method, path };
  return { method: route.method, path, json: names.length === 1 && names[0] === 'input' ? rest.input : rest };
}

/** The arguments a route's twin takes, with path parameters under their route names too. */
export function routeArguments(
  route: RestRoute,
  operations: ReadonlyMap<string, GraphqlOperation>,
  c: ValueContext,
): { args: Record<string, unknown>; pathValues: Record<string, string> } {
  const twin = REST_TWINS[route.key];
  const op = twin ? operations.get(twin.operation) : undefined;
  const args = op ? validArguments(op, c) : {};
  const kinds = routeParams(route, operations);
  const pathValues = Object.fromEntries(route.params.map((p) => [p, c.id(kinds.get(p) as IdKind)]));
  return { args, pathValues };
}

// ---- fixtures ----------------------------------------------------------------------------------------------------

type Ids = Partial<Record<IdKind, string>>;

/** Real resources to point ids at: the owned kinds for a given member, the shared ones made by an administrator. */
export class Fixtures {
  private count = 0;

  constructor(private readonly admin: TestClient) {}

  private async gql(client: TestClient, document: string, variables: Record<string, unknown>, files?: Record<string, UploadFile>) {
    const res = await callGraphql(client, document, variables, files);
    const body = res.body as { data?: Record<string, unknown> } | null;
    const value = body?.data && Object.values(body.data)[0];
    if (!value) throw new Error(`fixture: ${document} answered ${res.status} ${res.text}`);
    return value as unknown;
  }

  /** Fresh resources of the kinds asked for (and those they need), the owned ones belonging to `owner`. */
  async create(kinds: Iterable<IdKind>, owner: TestClient): Promise<Ids> {
    const wanted = new Set(kinds);
    const ids: Ids = {};
    const n = ++this.count;
    const one = async (client: TestClient, document: string, variables: Record<string, unknown>, files?: Record<string, UploadFile>) =>
      ((await this.gql(client, document, variables, files)) as { id: string }).id;
    const needsEntry = wanted.has('entry') || wanted.has('participant') || wanted.has('image');
    if (wanted.has('event') || needsEntry) {
      ids.event = await one(owner, 'mutation($i: JournalEventInput!) { createJournalEvent(input: $i) { id } }', {
        i: { eventTitle: `Belt loader stop ${n}`, description: 'Gate C14' },
      });
    }
    if (needsEntry) {
      ids.entry = await one(owner, 'mutation($i: JournalEntryInput!) { createJournalEntry(input: $i) { id } }', {
        i: {
          eventId: ids.event,
          employeeName: 'Marcus Reyes',
          employeeNumber: '204518',
          shift: 'day',
          jobTitle: 'Fleet Service Agent',
          incidentNotes: `The emergency stop did not cut power (${n}).`,
        },
      });
    }
    if (wanted.has('participant')) {
      ids.participant = await one(
        owner,
        'mutation($e: ID!, $i: JournalParticipantInput!) { addJournalParticipant(entryId: $e, input: $i) { id } }',
        {
          e: ids.entry,
          i: { name: 'Ana Ruiz', jobTitle: 'Crew Chief' },
        },
      );
    }
    if (wanted.has('image')) {
      ids.image = await one(
        owner,
        'mutation($e: ID!, $image: Upload!) { uploadJournalEntryImage(entryId: $e, image: $image) { id } }',
        { e: ids.entry },
        { image: await fileFor('image') },
      );
    }
    if (wanted.has('grievance') || wanted.has('grievanceImage')) {
      ids.grievance = await one(owner, 'mutation($i: GrievanceInput!) { createGrievance(input: $i) { id } }', {
        i: { title: `Belt loader stop ${n}`, description: 'The stop did not cut power.', contractViolation: 'Article 12' },
      });
    }
    // The member's own case (a submitted grievance), and a case on the Union Desk with its evidence.
    if (wanted.has('case')) {
      ids.case = await one(owner, 'mutation($i: GrievanceInput!) { createGrievance(input: $i) { id } }', {
        i: { title: `Held over ${n}`, description: 'Four hours without notice.', contractViolation: 'Article 7', status: 'submitted' },
      });
    }
    if (wanted.has('deskCase') || wanted.has('deskCaseImage')) {
      ids.deskCase = await one(owner, 'mutation($i: GrievanceInput!) { createGrievance(input: $i) { id } }', {
        i: { title: `Shift bid changed ${n}`, description: 'Two days notice.', contractViolation: 'Article 9' },
      });
      ids.deskCaseImage = await one(
        owner,
        'mutation($g: ID!, $image: Upload!) { uploadGrievanceImage(grievanceId: $g, image: $image) { id } }',
        { g: ids.deskCase },
        { image: await fileFor('image') },
      );
      await one(owner, 'mutation($g: ID!) { submitGrievance(id: $g) { id } }', { g: ids.deskCase });
    }
    if (wanted.has('grievanceImage')) {
      ids.grievanceImage = await one(
        owner,
        'mutation($g: ID!, $image: Upload!) { uploadGrievanceImage(grievanceId: $g, image: $image) { id } }',
        { g: ids.grievance },
        { image: await fileFor('image') },
      );
    }
    const startMeeting = async (notes: string) =>
      (await this.gql(owner, 'mutation($i: MeetingStartInput!) { startMeeting(input: $i) { id recordings { id } } }', {
        i: { participants: [{ name: 'Dana Whitfield', role: 'manager' }], recordingConsent: true, notes },
      })) as { id: string; recordings: { id: string }[] };
    // Made before the meeting that is still recording, so that the member's newest meeting is that one. Its first
    // recording is closed with nothing in it: the meeting, recorded with consent, may start another.
    if (wanted.has('recordedMeeting')) {
      const { id } = await startMeeting(`Recorded meeting ${n}`);
      await this.gql(owner, 'mutation($m: ID!) { finishMeetingAudio(id: $m) { id } }', { m: id });
      ids.recordedMeeting = id;
    }
    if (wanted.has('meeting') || wanted.has('meetingImage') || wanted.has('meetingRecording')) {
      // Recording, with its first chunk stored: the next chunk (seq 1) is accepted, and the audio can be played.
      const { id, recordings } = await startMeeting(`Meeting ${n}`);
      await this.gql(
        owner,
        'mutation($r: ID!, $chunk: Upload!) { uploadMeetingRecordingChunk(recordingId: $r, seq: 0, chunk: $chunk) { chunks } }',
        { r: recordings[0].id },
        { chunk: await fileFor('chunk') },
      );
      ids.meeting = id;
      ids.meetingRecording = recordings[0].id;
    }
    if (wanted.has('meetingImage')) {
      ids.meetingImage = await one(
        owner,
        'mutation($m: ID!, $image: Upload!) { uploadMeetingImage(meetingId: $m, image: $image) { id } }',
        { m: ids.meeting },
        { image: await fileFor('image') },
      );
    }
    if (wanted.has('accessToken')) {
      const created = await this.gql(owner, 'mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { accessToken { id } } }', {
        i: { name: `Export script ${n}`, scopes: ['read'], expiresInDays: 30 },
      });
      ids.accessToken = (created as { accessToken: { id: string } }).accessToken.id;
    }
    if (wanted.has('category')) {
      const categories = (await this.gql(owner, '{ grievanceCategories { id } }', {})) as { id: string }[];
      if (!categories[0]) throw new Error('fixture: no grievance category (the migration writes them)');
      ids.category = categories[0].id;
    }
    if (wanted.has('bulletin')) {
      ids.bulletin = await one(this.admin, 'mutation($i: BulletinInput!) { createBulletin(input: $i) { id } }', {
        i: { title: `Shift bid ${n}`, content: 'Bids close Friday.' },
      });
    }
    if (wanted.has('steward')) {
      ids.steward = await one(this.admin, 'mutation($i: StewardInput!) { createShopSteward(input: $i) { id } }', {
        i: { name: `Steward ${n}`, position: 'Steward', department: 'Ramp', shift: 'day', phoneNumber: '817-555-0101' },
      });
    }
    if (wanted.has('allowlisted')) {
      const added = await this.gql(this.admin, 'mutation($i: AllowlistInput!) { addAllowlistEmail(input: $i) { email } }', {
        i: { email: `allowed${n}-${Date.now()}@example.org` },
      });
      ids.allowlisted = (added as { email: string }).email;
    }
    // A member account for Member Management: the caller's own, so that no call made with it (disabling, roles)
    // can lock anyone else out; the rules refuse what would lock the caller out.
    if (wanted.has('member')) {
      ids.member = ((await this.gql(owner, '{ me { id } }', {})) as { id: string }).id;
    }
    if (wanted.has('section')) {
      const outline = (await this.gql(owner, '{ contractOutline { sectionList { id } } }', {})) as { sectionList: { id: string }[] }[];
      const id = outline[0]?.sectionList[0]?.id;
      if (!id) throw new Error('fixture: no published contract section (publishSample first)');
      ids.section = id;
    }
    return ids;
  }
}

/** A ValueContext over ids already made. */
export function valueContext(ids: Ids, extra: Omit<ValueContext, 'id' | 'unique'>): ValueContext {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    ...extra,
    unique,
    id(kind) {
      const id = ids[kind];
      if (!id) throw new Error(`no ${kind} id was prepared`);
      return id;
    },
  };
}
