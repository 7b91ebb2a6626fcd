/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query HomeAnnouncements {\n    bulletins {\n      id\n      title\n      content\n      type\n      isActive\n      publishedAt\n      expiresAt\n    }\n  }\n": typeof types.HomeAnnouncementsDocument,
    "\n  query HomeRepresentation {\n    representationRights {\n      script {\n        basis\n      }\n    }\n  }\n": typeof types.HomeRepresentationDocument,
    "\n  query InterruptedMeetings {\n    meetings {\n      id\n      recordings {\n        id\n        status\n        startedAt\n        audio {\n          durationSeconds\n        }\n      }\n    }\n  }\n": typeof types.InterruptedMeetingsDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n": typeof types.BrandingDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query HomeAnnouncements {\n    bulletins {\n      id\n      title\n      content\n      type\n      isActive\n      publishedAt\n      expiresAt\n    }\n  }\n": types.HomeAnnouncementsDocument,
    "\n  query HomeRepresentation {\n    representationRights {\n      script {\n        basis\n      }\n    }\n  }\n": types.HomeRepresentationDocument,
    "\n  query InterruptedMeetings {\n    meetings {\n      id\n      recordings {\n        id\n        status\n        startedAt\n        audio {\n          durationSeconds\n        }\n      }\n    }\n  }\n": types.InterruptedMeetingsDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n": types.BrandingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeAnnouncements {\n    bulletins {\n      id\n      title\n      content\n      type\n      isActive\n      publishedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query HomeAnnouncements {\n    bulletins {\n      id\n      title\n      content\n      type\n      isActive\n      publishedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRepresentation {\n    representationRights {\n      script {\n        basis\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRepresentation {\n    representationRights {\n      script {\n        basis\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InterruptedMeetings {\n    meetings {\n      id\n      recordings {\n        id\n        status\n        startedAt\n        audio {\n          durationSeconds\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InterruptedMeetings {\n    meetings {\n      id\n      recordings {\n        id\n        status\n        startedAt\n        audio {\n          durationSeconds\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n"): (typeof documents)["\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;