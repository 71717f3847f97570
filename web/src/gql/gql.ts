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
    "\n  fragment AgentCardFields on Agent {\n    id\n    name\n    description\n    prompt\n    modelType\n    status\n    eventType\n    displayStatus\n    progress\n    isAnimal\n    faceHandled\n    errorType\n    failureText\n    posterUrl\n    imageUrl\n    videoUrl\n    lipSyncUrl\n    modelUrl\n    createdAt\n    updatedAt\n  }\n": typeof types.AgentCardFieldsFragmentDoc,
    "\n  mutation SignIn($input: CredentialsInput!) {\n    signIn(input: $input) {\n      ok\n      user {\n        id\n        email\n        createdAt\n      }\n      error {\n        message\n        code\n        inputErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignUp($input: CredentialsInput!) {\n    signUp(input: $input) {\n      ok\n      user {\n        id\n        email\n        createdAt\n      }\n      error {\n        message\n        code\n        inputErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  subscription CreditBalanceChanged {\n    creditBalanceChanged {\n      ...CreditBalanceFields\n    }\n  }\n": typeof types.CreditBalanceChangedDocument,
    "\n  fragment CreditBalanceFields on CreditBalance {\n    balance\n    hasMinimumBalance\n    minimumRequired\n    plan\n  }\n": typeof types.CreditBalanceFieldsFragmentDoc,
    "\n  query CreditBalance {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n": typeof types.CreditBalanceDocument,
    "\n  subscription MyAgentUpdates {\n    myAgentUpdates {\n      ...AgentCardFields\n    }\n  }\n": typeof types.MyAgentUpdatesDocument,
    "\n  query MyAgents {\n    myAgents {\n      ...AgentCardFields\n    }\n  }\n": typeof types.MyAgentsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  fragment AgentCardFields on Agent {\n    id\n    name\n    description\n    prompt\n    modelType\n    status\n    eventType\n    displayStatus\n    progress\n    isAnimal\n    faceHandled\n    errorType\n    failureText\n    posterUrl\n    imageUrl\n    videoUrl\n    lipSyncUrl\n    modelUrl\n    createdAt\n    updatedAt\n  }\n": types.AgentCardFieldsFragmentDoc,
    "\n  mutation SignIn($input: CredentialsInput!) {\n    signIn(input: $input) {\n      ok\n      user {\n        id\n        email\n        createdAt\n      }\n      error {\n        message\n        code\n        inputErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignUp($input: CredentialsInput!) {\n    signUp(input: $input) {\n      ok\n      user {\n        id\n        email\n        createdAt\n      }\n      error {\n        message\n        code\n        inputErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  subscription CreditBalanceChanged {\n    creditBalanceChanged {\n      ...CreditBalanceFields\n    }\n  }\n": types.CreditBalanceChangedDocument,
    "\n  fragment CreditBalanceFields on CreditBalance {\n    balance\n    hasMinimumBalance\n    minimumRequired\n    plan\n  }\n": types.CreditBalanceFieldsFragmentDoc,
    "\n  query CreditBalance {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n": types.CreditBalanceDocument,
    "\n  subscription MyAgentUpdates {\n    myAgentUpdates {\n      ...AgentCardFields\n    }\n  }\n": types.MyAgentUpdatesDocument,
    "\n  query MyAgents {\n    myAgents {\n      ...AgentCardFields\n    }\n  }\n": types.MyAgentsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n": types.MeDocument,
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
export function graphql(source: "\n  fragment AgentCardFields on Agent {\n    id\n    name\n    description\n    prompt\n    modelType\n    status\n    eventType\n    displayStatus\n    progress\n    isAnimal\n    faceHandled\n    errorType\n    failureText\n    posterUrl\n    imageUrl\n    videoUrl\n    lipSyncUrl\n    modelUrl\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AgentCardFields on Agent {\n    id\n    name\n    description\n    prompt\n    modelType\n    status\n    eventType\n    displayStatus\n    progress\n    isAnimal\n    faceHandled\n    errorType\n    failureText\n    posterUrl\n    imageUrl\n    videoUrl\n    lipSyncUrl\n    modelUrl\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: CredentialsInput!) {\n    signIn(input: $input) {\n      ok\n      user {\n        id\n        email\n        createdAt\n      }\n      error {\n        message\n        code\n        inputErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: CredentialsInput!) {\n    signIn(input: $input) {\n      ok\n      user {\n        id\n        email\n        createdAt\n      }\n      error {\n        message\n        code\n        inputErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: CredentialsInput!) {\n    signUp(input: $input) {\n      ok\n      user {\n        id\n        email\n        createdAt\n      }\n      error {\n        message\n        code\n        inputErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: CredentialsInput!) {\n    signUp(input: $input) {\n      ok\n      user {\n        id\n        email\n        createdAt\n      }\n      error {\n        message\n        code\n        inputErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CreditBalanceChanged {\n    creditBalanceChanged {\n      ...CreditBalanceFields\n    }\n  }\n"): (typeof documents)["\n  subscription CreditBalanceChanged {\n    creditBalanceChanged {\n      ...CreditBalanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreditBalanceFields on CreditBalance {\n    balance\n    hasMinimumBalance\n    minimumRequired\n    plan\n  }\n"): (typeof documents)["\n  fragment CreditBalanceFields on CreditBalance {\n    balance\n    hasMinimumBalance\n    minimumRequired\n    plan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditBalance {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n"): (typeof documents)["\n  query CreditBalance {\n    creditBalance {\n      ...CreditBalanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyAgentUpdates {\n    myAgentUpdates {\n      ...AgentCardFields\n    }\n  }\n"): (typeof documents)["\n  subscription MyAgentUpdates {\n    myAgentUpdates {\n      ...AgentCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAgents {\n    myAgents {\n      ...AgentCardFields\n    }\n  }\n"): (typeof documents)["\n  query MyAgents {\n    myAgents {\n      ...AgentCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;