import { graphql } from '../../../gql';

/** Each of the user's agents as it is now, then every change (new agents included). */
export const MyAgentUpdatesSubscription = graphql(`
  subscription MyAgentUpdates {
    myAgentUpdates {
      ...AgentCardFields
    }
  }
`);
