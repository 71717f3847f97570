import type { ApolloClient } from '@apollo/client';
import type { CommunityAgentsQueryVariables } from '../../../gql/graphql';
import { CommunityAgentsQuery } from '../graphql/communityAgentsQuery';
import { communityLedger } from './communityLedger';

// One request per list at a time, whoever asks (the gallery, Prompt Ideas, a live update).
const inFlight = new Map<string, Promise<void>>();

/** Fetches one community list into the Apollo cache and stamps it; rejects when it failed. */
export function loadCommunityPage(client: ApolloClient, key: string, variables: CommunityAgentsQueryVariables): Promise<void> {
  const running = inFlight.get(key);
  if (running) return running;
  const request = client
    .query({ query: CommunityAgentsQuery, variables, fetchPolicy: 'network-only' })
    .then(() => communityLedger.markFetched(key, Date.now()))
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}
