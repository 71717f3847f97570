/* eslint-disable */
import * as types from './graphql.js';
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
    "query Me {\n  me {\n    id\n    email\n  }\n}\n\nfragment AgentFields on Agent {\n  id\n  name\n  status\n  displayStatus\n  progress\n  failureText\n  modelType\n  createdAt\n}\n\nquery MyAgents($search: String) {\n  myAgents(search: $search) {\n    ...AgentFields\n  }\n}\n\nquery Agent($id: ID!) {\n  agent(id: $id) {\n    ...AgentFields\n  }\n}\n\nmutation CreateAgent($input: CreateAgentInput!) {\n  createAgent(input: $input) {\n    ok\n    agentId\n    error {\n      message\n      code\n    }\n  }\n}\n\nsubscription MyAgentUpdates {\n  myAgentUpdates {\n    ...AgentFields\n  }\n}\n\nmutation StartConversation($agentId: ID!) {\n  startConversation(agentId: $agentId) {\n    sessionId\n    sessionToken\n    conversationId\n    agentId\n    voice\n    language\n  }\n}\n\nmutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n  sendConversationText(\n    sessionId: $sessionId\n    sessionToken: $sessionToken\n    text: $text\n  ) {\n    turnId\n  }\n}\n\nsubscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {\n  conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {\n    type\n    at\n    turnId\n    text\n    source\n    seq\n    audioUrl\n    code\n    message\n    reason\n  }\n}\n\nmutation EndConversation($sessionId: ID!, $sessionToken: String!) {\n  endConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n}": typeof types.MeDocument,
};
const documents: Documents = {
    "query Me {\n  me {\n    id\n    email\n  }\n}\n\nfragment AgentFields on Agent {\n  id\n  name\n  status\n  displayStatus\n  progress\n  failureText\n  modelType\n  createdAt\n}\n\nquery MyAgents($search: String) {\n  myAgents(search: $search) {\n    ...AgentFields\n  }\n}\n\nquery Agent($id: ID!) {\n  agent(id: $id) {\n    ...AgentFields\n  }\n}\n\nmutation CreateAgent($input: CreateAgentInput!) {\n  createAgent(input: $input) {\n    ok\n    agentId\n    error {\n      message\n      code\n    }\n  }\n}\n\nsubscription MyAgentUpdates {\n  myAgentUpdates {\n    ...AgentFields\n  }\n}\n\nmutation StartConversation($agentId: ID!) {\n  startConversation(agentId: $agentId) {\n    sessionId\n    sessionToken\n    conversationId\n    agentId\n    voice\n    language\n  }\n}\n\nmutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n  sendConversationText(\n    sessionId: $sessionId\n    sessionToken: $sessionToken\n    text: $text\n  ) {\n    turnId\n  }\n}\n\nsubscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {\n  conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {\n    type\n    at\n    turnId\n    text\n    source\n    seq\n    audioUrl\n    code\n    message\n    reason\n  }\n}\n\nmutation EndConversation($sessionId: ID!, $sessionToken: String!) {\n  endConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n}": types.MeDocument,
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
export function graphql(source: "query Me {\n  me {\n    id\n    email\n  }\n}\n\nfragment AgentFields on Agent {\n  id\n  name\n  status\n  displayStatus\n  progress\n  failureText\n  modelType\n  createdAt\n}\n\nquery MyAgents($search: String) {\n  myAgents(search: $search) {\n    ...AgentFields\n  }\n}\n\nquery Agent($id: ID!) {\n  agent(id: $id) {\n    ...AgentFields\n  }\n}\n\nmutation CreateAgent($input: CreateAgentInput!) {\n  createAgent(input: $input) {\n    ok\n    agentId\n    error {\n      message\n      code\n    }\n  }\n}\n\nsubscription MyAgentUpdates {\n  myAgentUpdates {\n    ...AgentFields\n  }\n}\n\nmutation StartConversation($agentId: ID!) {\n  startConversation(agentId: $agentId) {\n    sessionId\n    sessionToken\n    conversationId\n    agentId\n    voice\n    language\n  }\n}\n\nmutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n  sendConversationText(\n    sessionId: $sessionId\n    sessionToken: $sessionToken\n    text: $text\n  ) {\n    turnId\n  }\n}\n\nsubscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {\n  conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {\n    type\n    at\n    turnId\n    text\n    source\n    seq\n    audioUrl\n    code\n    message\n    reason\n  }\n}\n\nmutation EndConversation($sessionId: ID!, $sessionToken: String!) {\n  endConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n}"): (typeof documents)["query Me {\n  me {\n    id\n    email\n  }\n}\n\nfragment AgentFields on Agent {\n  id\n  name\n  status\n  displayStatus\n  progress\n  failureText\n  modelType\n  createdAt\n}\n\nquery MyAgents($search: String) {\n  myAgents(search: $search) {\n    ...AgentFields\n  }\n}\n\nquery Agent($id: ID!) {\n  agent(id: $id) {\n    ...AgentFields\n  }\n}\n\nmutation CreateAgent($input: CreateAgentInput!) {\n  createAgent(input: $input) {\n    ok\n    agentId\n    error {\n      message\n      code\n    }\n  }\n}\n\nsubscription MyAgentUpdates {\n  myAgentUpdates {\n    ...AgentFields\n  }\n}\n\nmutation StartConversation($agentId: ID!) {\n  startConversation(agentId: $agentId) {\n    sessionId\n    sessionToken\n    conversationId\n    agentId\n    voice\n    language\n  }\n}\n\nmutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {\n  sendConversationText(\n    sessionId: $sessionId\n    sessionToken: $sessionToken\n    text: $text\n  ) {\n    turnId\n  }\n}\n\nsubscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {\n  conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {\n    type\n    at\n    turnId\n    text\n    source\n    seq\n    audioUrl\n    code\n    message\n    reason\n  }\n}\n\nmutation EndConversation($sessionId: ID!, $sessionToken: String!) {\n  endConversation(sessionId: $sessionId, sessionToken: $sessionToken)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;