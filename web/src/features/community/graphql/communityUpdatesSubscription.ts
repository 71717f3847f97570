import { graphql } from '../../../gql';

/** Every change to a public agent, and agents joining or leaving the community (agent null). */
export const CommunityUpdatesSubscription = graphql(`
  subscription CommunityUpdates {
    communityUpdates {
      agentId
      agent {
        ...AgentCardFields
      }
    }
  }
`);
