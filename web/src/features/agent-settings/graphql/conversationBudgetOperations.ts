import { graphql } from '../../../gql';

/** The owner's monthly conversation budget of an agent and this month's spending (the owner's only). */
export const AgentConversationBudgetQuery = graphql(`
  query AgentConversationBudget($id: ID!) {
    agent(id: $id) {
      id
      conversationBudget {
        monthlyCredits
        spentThisMonth
      }
    }
  }
`);

export const SetAgentConversationBudgetMutation = graphql(`
  mutation SetAgentConversationBudget($id: ID!, $monthlyCredits: Int) {
    setAgentConversationBudget(id: $id, monthlyCredits: $monthlyCredits) {
      ok
      agent {
        id
        conversationBudget {
          monthlyCredits
          spentThisMonth
        }
      }
      error {
        message
        code
      }
    }
  }
`);
