/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'User', id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, department: string | null, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename: 'Mutation', register: { __typename: 'User', id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, department: string | null, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type HomeAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeAnnouncementsQuery = { __typename: 'Query', bulletins: Array<{ __typename: 'Bulletin', id: string, title: string, content: string, type: BulletinType, isActive: boolean, publishedAt: string | null, expiresAt: string | null }> };

export type HomeRepresentationQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeRepresentationQuery = { __typename: 'Query', representationRights: { __typename: 'RepresentationRights', script: { __typename: 'RepresentationScript', basis: string } } };

export type InterruptedMeetingsQueryVariables = Exact<{ [key: string]: never; }>;


export type InterruptedMeetingsQuery = { __typename: 'Query', meetings: Array<{ __typename: 'Meeting', id: string, recordings: Array<{ __typename: 'MeetingRecording', id: string, status: MeetingRecordingStatus, startedAt: string, audio: { __typename: 'MeetingAudio', durationSeconds: number | null } | null }> }> };

export type CurrentUserFieldsFragment = { __typename: 'User', id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, department: string | null, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, department: string | null, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean } | null };

export type BrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandingQuery = { __typename: 'Query', branding: { __typename: 'Branding', unionName: string, localNumber: string, hubName: string, contractDate: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CurrentUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment CurrentUserFields on User {
  __typename
  id
  username
  firstName
  lastName
  personalEmail
  phoneNumber
  employeeNumber
  employmentStatus
  department
  isAdmin
  isSuperAdmin
  isSteward
}
    `, {"fragmentName":"CurrentUserFields"}) as unknown as TypedDocumentString<CurrentUserFieldsFragment, unknown>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  __typename
  login(input: $input) {
    __typename
    ...CurrentUserFields
  }
}
    fragment CurrentUserFields on User {
  __typename
  id
  username
  firstName
  lastName
  personalEmail
  phoneNumber
  employeeNumber
  employmentStatus
  department
  isAdmin
  isSuperAdmin
  isSteward
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  __typename
  register(input: $input) {
    __typename
    ...CurrentUserFields
  }
}
    fragment CurrentUserFields on User {
  __typename
  id
  username
  firstName
  lastName
  personalEmail
  phoneNumber
  employeeNumber
  employmentStatus
  department
  isAdmin
  isSuperAdmin
  isSteward
}`) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  __typename
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const HomeAnnouncementsDocument = new TypedDocumentString(`
    query HomeAnnouncements {
  __typename
  bulletins {
    __typename
    id
    title
    content
    type
    isActive
    publishedAt
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<HomeAnnouncementsQuery, HomeAnnouncementsQueryVariables>;
export const HomeRepresentationDocument = new TypedDocumentString(`
    query HomeRepresentation {
  __typename
  representationRights {
    __typename
    script {
      __typename
      basis
    }
  }
}
    `) as unknown as TypedDocumentString<HomeRepresentationQuery, HomeRepresentationQueryVariables>;
export const InterruptedMeetingsDocument = new TypedDocumentString(`
    query InterruptedMeetings {
  __typename
  meetings {
    __typename
    id
    recordings {
      __typename
      id
      status
      startedAt
      audio {
        __typename
        durationSeconds
      }
    }
  }
}
    `) as unknown as TypedDocumentString<InterruptedMeetingsQuery, InterruptedMeetingsQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  __typename
  me {
    __typename
    ...CurrentUserFields
  }
}
    fragment CurrentUserFields on User {
  __typename
  id
  username
  firstName
  lastName
  personalEmail
  phoneNumber
  employeeNumber
  employmentStatus
  department
  isAdmin
  isSuperAdmin
  isSteward
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const BrandingDocument = new TypedDocumentString(`
    query Branding {
  __typename
  branding {
    __typename
    unionName
    localNumber
    hubName
    contractDate
  }
}
    `) as unknown as TypedDocumentString<BrandingQuery, BrandingQueryVariables>;