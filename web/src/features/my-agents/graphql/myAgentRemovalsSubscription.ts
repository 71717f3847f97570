import { graphql } from '../../../gql';

/** The id of each of the user's agents as it is deleted, on any tab or device. */
export const MyAgentRemovalsSubscription = graphql(`
  subscription MyAgentRemovals {
    myAgentRemovals
  }
`);
