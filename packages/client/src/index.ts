export { createAvatariumClient, graphqlEndpointOf } from './client.js';
export type { AvatariumClient, AvatariumClientOptions, AvatariumSubscription } from './client.js';
export { AvatariumError } from './avatarium-error.js';
// The typed documents of operations.graphql (MeDocument, CreateAgentDocument, …) and their types.
export * from './generated/graphql.js';
