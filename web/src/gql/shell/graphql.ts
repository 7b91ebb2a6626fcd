/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a bulletin is about (shown as General, Test Scores, Training, Urgent). */
export type BulletinType =
  /** General union news (the default). */
  | 'general'
  /** Test results and scores published to members. */
  | 'test_scores'
  /** Training sessions and requirements. */
  | 'training'
  /** Urgent: something members must know or act on now. */
  | 'urgent';

/** A member's employment status (shown as Full-Time or Part-Time): decides which contract provisions apply. */
export type EmploymentStatus =
  /** Full-Time: eligible for full benefits and contract provisions. */
  | 'full_time'
  /** Part-Time: subject to part-time specific contract provisions. */
  | 'part_time';

/** A username and password to sign in with (login). Ten wrong passwords in a row for one username from one address lock that pair for 15 minutes (RATE_LIMITED). */
export type LoginInput = {
  /** The account's password, exactly as set; required, at most 128 characters. */
  password: string;
  /** The account's username, compared trimmed and case-insensitively; required, at most 64 characters. */
  username: string;
};

/** Whether a recording still takes audio: recording (open) until it is finished, then closed for good. */
export type MeetingRecordingStatus =
  /** Closed: no more audio; its file carries its duration, and its transcript is written or being written. */
  | 'closed'
  /** Open: uploadMeetingRecordingChunk appends chunks until finishMeetingRecording closes it. */
  | 'recording';

/** A new member's account (register). The personalEmail must be on the allowlist; the account starts as a member, never an administrator. */
export type RegisterInput = {
  /** Badge renewal date, YYYY-MM-DD; optional (empty means none). */
  badgeRenewalDate?: string | null | undefined;
  /** The airline employee number, 1 to 32 characters; CONFLICT when another account has it. */
  employeeNumber: string;
  /** full_time or part_time ('Employment status is required'). */
  employmentStatus: EmploymentStatus;
  /** First name, 1 to 100 characters. */
  firstName: string;
  /** Hire date, YYYY-MM-DD (a real calendar day); required. */
  hireDate: string;
  /** International badge renewal date, YYYY-MM-DD; optional (empty means none). */
  intlBadgeRenewalDate?: string | null | undefined;
  /** Last hearing test date, YYYY-MM-DD; optional (empty means none). */
  lastHearingTestDate?: string | null | undefined;
  /** Last name, 1 to 100 characters. */
  lastName: string;
  /** A short biography, trimmed, at most 2000 characters; optional. */
  miniBio?: string | null | undefined;
  /** 8 to 128 characters ('Password must be at least 8 characters'); stored only as an argon2id hash. */
  password: string;
  /** A valid email, at most 254 characters, that an administrator put on the allowlist (else FORBIDDEN); one account per email (else CONFLICT). */
  personalEmail: string;
  /** Pushback training date, YYYY-MM-DD; optional (empty means none). */
  pushbackTrainingDate?: string | null | undefined;
  /** Sign-in name, trimmed, 1 to 64 characters; CONFLICT 'Username is already taken' when another account has it (compared case-insensitively). */
  username: string;
  /** Wide-body training date, YYYY-MM-DD; optional (empty means none). */
  wideBodyTrainingDate?: string | null | undefined;
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, department: string | null, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, department: string | null, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type HomeAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeAnnouncementsQuery = { bulletins: Array<{ id: string, title: string, content: string, type: BulletinType, isActive: boolean, publishedAt: string | null, expiresAt: string | null }> };

export type HomeRepresentationQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeRepresentationQuery = { representationRights: { script: { basis: string } } };

export type InterruptedMeetingsQueryVariables = Exact<{ [key: string]: never; }>;


export type InterruptedMeetingsQuery = { meetings: Array<{ id: string, recordings: Array<{ id: string, status: MeetingRecordingStatus, startedAt: string, audio: { durationSeconds: number | null } | null }> }> };

export type CurrentUserFieldsFragment = { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, department: string | null, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, department: string | null, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean } | null };

export type BrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandingQuery = { branding: { unionName: string, localNumber: string, hubName: string, contractDate: string } };

export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const HomeAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulletins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<HomeAnnouncementsQuery, HomeAnnouncementsQueryVariables>;
export const HomeRepresentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeRepresentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"representationRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"script"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}}]}}]}}]}}]} as unknown as DocumentNode<HomeRepresentationQuery, HomeRepresentationQueryVariables>;
export const InterruptedMeetingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterruptedMeetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InterruptedMeetingsQuery, InterruptedMeetingsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const BrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unionName"}},{"kind":"Field","name":{"kind":"Name","value":"localNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hubName"}},{"kind":"Field","name":{"kind":"Name","value":"contractDate"}}]}}]}}]} as unknown as DocumentNode<BrandingQuery, BrandingQueryVariables>;