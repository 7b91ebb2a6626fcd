import {
  type FieldNode,
  GraphQLError,
  type GraphQLObjectType,
  type GraphQLSchema,
  getArgumentValues,
  getVariableValues,
  type OperationDefinitionNode,
} from 'graphql';
import type { ScopeRule } from '../auth/scopes.js';
import { AppError } from '../errors.js';

type ArgumentReader = (name: string) => unknown;
/** A rule, or one that depends on the operation's arguments (bulletins' includeInactive is an administrator's view). */
export type OperationScope = ScopeRule | ((arg: ArgumentReader) => ScopeRule);

/**
 * What an access token needs for each operation of the schema (a browser session is not limited by scopes). Every
 * Query and Mutation field must be here: a test compares this table with the schema, and a field missing from it
 * is refused to every token (auth/scopes.ts). Read-only mutations (asking the contract, transcribing) need `read`.
 */
export const OPERATION_SCOPES: Record<string, OperationScope> = {
  // Account: signing in and out and managing tokens and passwords are the browser's.
  'Query.me': 'read',
  'Query.storageUsage': 'read',
  'Query.branding': 'public',
  'Mutation.login': 'session',
  'Mutation.register': 'session',
  'Mutation.logout': 'session',
  'Mutation.updateProfile': 'write',
  'Mutation.changePassword': 'session',
  'Query.accessTokens': 'session',
  'Mutation.createAccessToken': 'session',
  'Mutation.revokeAccessToken': 'session',

  'Query.journalEvents': 'read',
  'Query.journalEntries': 'read',
  'Query.journalEntriesConnection': 'read',
  'Query.journalEntry': 'read',
  'Query.journalParticipants': 'read',
  'Mutation.createJournalEvent': 'write',
  'Mutation.createJournalEntry': 'write',
  'Mutation.updateJournalEntry': 'write',
  'Mutation.uploadJournalEntryImage': 'write',
  'Mutation.addJournalParticipant': 'write',
  'Mutation.removeJournalParticipant': 'write',

  'Query.grievances': 'read',
  'Query.grievancesConnection': 'read',
  'Query.grievance': 'read',
  'Query.grievanceImages': 'read',
  'Query.grievanceCategories': 'read',
  'Mutation.createGrievance': 'write',
  'Mutation.updateGrievance': 'write',
  'Mutation.submitGrievance': 'write',
  'Mutation.withdrawGrievance': 'write',
  'Mutation.uploadGrievanceImage': 'write',
  'Mutation.updateGrievanceImage': 'write',
  'Mutation.removeGrievanceImage': 'write',

  'Query.meetings': 'read',
  'Query.meeting': 'read',
  'Mutation.startMeeting': 'write',
  'Mutation.updateMeeting': 'write',
  'Mutation.uploadMeetingAudioChunk': 'write',
  'Mutation.finishMeetingAudio': 'write',
  'Mutation.retryMeetingTranscription': 'write',
  'Mutation.finalizeMeeting': 'write',
  'Mutation.uploadMeetingImage': 'write',
  'Mutation.deleteMeeting': 'write',
  'Mutation.attachMeetingToGrievance': 'write',
  'Query.meetingRecording': 'read',
  'Mutation.startMeetingRecording': 'write',
  'Mutation.uploadMeetingRecordingChunk': 'write',
  'Mutation.finishMeetingRecording': 'write',
  'Mutation.retryMeetingRecordingTranscription': 'write',
  'Mutation.updateMeetingRecording': 'write',
  'Mutation.transcribe': 'read',

  'Query.contractOutline': 'read',
  'Query.contractSection': 'read',
  'Mutation.askContract': 'read',
  'Mutation.analyzeForGrievance': 'read',
  'Query.contractVersions': 'admin:read',
  'Mutation.previewContractImport': 'admin:write',
  'Mutation.publishContractImport': 'admin:write',

  'Query.bulletins': (arg) => (arg('includeInactive') === true ? 'admin:read' : 'read'),
  'Query.bulletinsConnection': (arg) => (arg('includeInactive') === true ? 'admin:read' : 'read'),
  'Mutation.setBulletinVisibility': 'write',
  'Mutation.createBulletin': 'admin:write',
  'Mutation.updateBulletin': 'admin:write',
  'Mutation.deleteBulletin': 'admin:write',

  'Query.shopStewards': 'read',
  'Query.departments': 'read',
  'Query.allShopStewards': 'admin:read',
  'Mutation.createShopSteward': 'admin:write',
  'Mutation.updateShopSteward': 'admin:write',
  'Mutation.deactivateShopSteward': 'admin:write',

  'Query.adminOverview': 'admin:read',
  'Query.representationRights': 'read',
  'Query.representationProposals': 'admin:read',
  'Mutation.confirmRepresentationProvision': 'admin:write',
  'Mutation.clearRepresentationProvision': 'admin:write',
  'Query.emailAllowlist': 'admin:read',
  'Query.emailAllowlistConnection': 'admin:read',
  'Mutation.addAllowlistEmail': 'admin:write',
  'Mutation.removeAllowlistEmail': 'admin:write',
  'Query.members': 'admin:read',
  'Query.member': 'admin:read',
  'Query.memberChanges': 'admin:read',
  'Mutation.updateMember': 'admin:write',

  // The Union Desk (stewards and officers; the service refuses anyone else) and the member's own case.
  'Query.cases': 'cases:read',
  'Query.case': 'cases:read',
  'Query.caseHistoryCheck': 'cases:read',
  'Mutation.assignCase': 'cases:write',
  'Mutation.changeCaseStatus': 'cases:write',
  'Mutation.recordCaseStep': 'cases:write',
  'Mutation.addCaseNote': 'cases:write',
  'Mutation.setCaseDates': 'cases:write',
  'Query.grievanceProcedure': 'admin:read',
  'Mutation.updateGrievanceProcedure': 'admin:write',
  'Query.grievanceTimeline': 'read',
  'Mutation.addGrievanceNote': 'write',
  'Mutation.withdrawCase': 'write',
};

/**
 * The operation's variables exactly as execution will see them: coerced to their types, and with the operation's own
 * defaults for those the request does not send. A rule that reads arguments must use these: in
 * `query($all: Boolean = true) { bulletins(includeInactive: $all) }` the request sends no variable at all, yet the
 * field runs with true. Variables that do not coerce are refused here in graphql-js's words (BAD_USER_INPUT), as
 * execution would refuse them.
 */
export function coercedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  raw: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], raw ?? {}, {
    hideSuggestions: true,
    maxErrors: 50,
  });
  if (result.errors) throw new AppError('BAD_USER_INPUT', result.errors.map((error) => error.message).join(' '));
  return result.coerced;
}

/**
 * The rule of one root field as the document calls it (undefined: no rule, which refuses tokens). `variables` are the
 * coerced ones (coercedVariables); the arguments a rule reads are coerced from them the same way execution does, with
 * the field's own defaults for arguments left out.
 */
export function scopeOfField(
  rootType: GraphQLObjectType | null | undefined,
  field: FieldNode,
  variables: Record<string, unknown>,
): ScopeRule | undefined {
  if (field.name.value.startsWith('__')) return 'public';
  if (!rootType) return undefined;
  const rule = OPERATION_SCOPES[`${rootType.name}.${field.name.value}`];
  if (typeof rule !== 'function') return rule;
  const definition = rootType.getFields()[field.name.value];
  if (!definition) return undefined;
  let args: Record<string, unknown>;
  try {
    args = getArgumentValues(definition, field, variables);
  } catch (error) {
    // An argument that does not coerce (null for a required one): execution would refuse the field the same way.
    if (error instanceof GraphQLError) throw new AppError('BAD_USER_INPUT', error.message);
    throw error;
  }
  return rule((name) => (Object.hasOwn(args, name) ? args[name] : undefined));
}
