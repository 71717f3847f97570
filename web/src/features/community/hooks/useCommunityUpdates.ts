import { useSubscription } from '@apollo/client/react';
import type { CommunityAgentsQueryVariables } from '../../../gql/graphql';
import { CommunityAgentsQuery } from '../graphql/communityAgentsQuery';
import { CommunityUpdatesSubscription } from '../graphql/communityUpdatesSubscription';
import { applyCommunityUpdate } from '../model/applyCommunityUpdate';
import type { CommunityFilters } from '../model/communityFilters';
import { COMMUNITY_PAGE_LIMIT } from '../model/communityPageLimit';
import { communityLedger } from './communityLedger';

interface CommunityUpdatesOptions {
  filters: CommunityFilters;
  variables: CommunityAgentsQueryVariables;
  cacheKey: string;
  refresh: (force: boolean) => void;
}

/**
 * The shown community list, live and without polling: vote counts and edits change in place
 * (agents are normalised by id in the cache), agents that left are taken out, and an unknown
 * agent that joined makes the list load again (forced). Other cached lists may now be wrong:
 * they are no longer reused as fresh.
 */
export function useCommunityUpdates({ filters, variables, cacheKey, refresh }: CommunityUpdatesOptions): void {
  useSubscription(CommunityUpdatesSubscription, {
    onData: ({ client, data }) => {
      const update = data.data?.communityUpdates;
      if (!update) return;
      const current = client.readQuery({ query: CommunityAgentsQuery, variables });
      if (!current) return;
      const outcome = applyCommunityUpdate(current.communityAgents, update, filters, COMMUNITY_PAGE_LIMIT);
      if (outcome.page !== current.communityAgents) {
        client.writeQuery({ query: CommunityAgentsQuery, variables, data: { communityAgents: outcome.page } });
      }
      if (!update.agent || outcome.refetch) communityLedger.forgetAllExcept(cacheKey);
      if (outcome.refetch) refresh(true);
    },
  });
}
