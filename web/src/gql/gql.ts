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
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    isAdmin\n    isSuperAdmin\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n": typeof types.BrandingDocument,
    "\n  mutation AskContract($question: String!) {\n    askContract(question: $question) {\n      answer\n      timestamp\n      confidence\n      sources\n      citations {\n        reference\n        sectionId\n      }\n    }\n  }\n": typeof types.AskContractDocument,
    "\n  query ContractSection($id: ID!) {\n    contractSection(id: $id) {\n      id\n      reference\n      articleLabel\n      articleTitle\n      sectionNumber\n      sectionTitle\n      text\n      documentTitle\n      effectiveDate\n      isCurrent\n    }\n  }\n": typeof types.ContractSectionDocument,
    "\n  query ContractOutline {\n    contractOutline {\n      id\n      title\n      kind\n      label\n      effectiveDate\n      version\n      sourceFileName\n      createdAt\n      sectionList {\n        id\n        reference\n      }\n    }\n  }\n": typeof types.ContractOutlineDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    isAdmin\n    isSuperAdmin\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n": types.BrandingDocument,
    "\n  mutation AskContract($question: String!) {\n    askContract(question: $question) {\n      answer\n      timestamp\n      confidence\n      sources\n      citations {\n        reference\n        sectionId\n      }\n    }\n  }\n": types.AskContractDocument,
    "\n  query ContractSection($id: ID!) {\n    contractSection(id: $id) {\n      id\n      reference\n      articleLabel\n      articleTitle\n      sectionNumber\n      sectionTitle\n      text\n      documentTitle\n      effectiveDate\n      isCurrent\n    }\n  }\n": types.ContractSectionDocument,
    "\n  query ContractOutline {\n    contractOutline {\n      id\n      title\n      kind\n      label\n      effectiveDate\n      version\n      sourceFileName\n      createdAt\n      sectionList {\n        id\n        reference\n      }\n    }\n  }\n": types.ContractOutlineDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateProfileDocument,
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
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    isAdmin\n    isSuperAdmin\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    isAdmin\n    isSuperAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n"): (typeof documents)["\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskContract($question: String!) {\n    askContract(question: $question) {\n      answer\n      timestamp\n      confidence\n      sources\n      citations {\n        reference\n        sectionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AskContract($question: String!) {\n    askContract(question: $question) {\n      answer\n      timestamp\n      confidence\n      sources\n      citations {\n        reference\n        sectionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractSection($id: ID!) {\n    contractSection(id: $id) {\n      id\n      reference\n      articleLabel\n      articleTitle\n      sectionNumber\n      sectionTitle\n      text\n      documentTitle\n      effectiveDate\n      isCurrent\n    }\n  }\n"): (typeof documents)["\n  query ContractSection($id: ID!) {\n    contractSection(id: $id) {\n      id\n      reference\n      articleLabel\n      articleTitle\n      sectionNumber\n      sectionTitle\n      text\n      documentTitle\n      effectiveDate\n      isCurrent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractOutline {\n    contractOutline {\n      id\n      title\n      kind\n      label\n      effectiveDate\n      version\n      sourceFileName\n      createdAt\n      sectionList {\n        id\n        reference\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractOutline {\n    contractOutline {\n      id\n      title\n      kind\n      label\n      effectiveDate\n      version\n      sourceFileName\n      createdAt\n      sectionList {\n        id\n        reference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;