import { graphql } from '../../../gql';

/** Spec 002 4.4: one vote per user per agent; answers the new total. */
export const VoteAgentMutation = graphql(`
  mutation VoteAgent($id: ID!) {
    voteAgent(id: $id) {
      ok
      votes
      error {
        code
        message
      }
    }
  }
`);
