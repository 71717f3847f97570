import { graphql } from '../../../gql';

export const DynamicsFields = graphql(`
  fragment DynamicsFields on Dynamics {
    status
    enabled
    result
    talking
    batch_results {
      id
      video_url
      name
      generated
      status
      message
    }
    summary {
      successful
      failed
      total_attempts
    }
  }
`);

/** What a dynamics read or change answers (DynamicsResult): the dynamics, or why not. */
export const DynamicsResultFields = graphql(`
  fragment DynamicsResultFields on DynamicsResult {
    ok
    dynamics {
      ...DynamicsFields
    }
    error {
      ...InputErrorFields
    }
  }
`);

export const AgentDynamicsQuery = graphql(`
  query AgentDynamics($id: ID!) {
    agentDynamics(id: $id) {
      ...DynamicsResultFields
    }
  }
`);

export const AgentDynamicsUpdatesSubscription = graphql(`
  subscription AgentDynamicsUpdates($id: ID!) {
    agentDynamicsUpdates(id: $id) {
      ...DynamicsFields
    }
  }
`);

export const SetAgentDynamicsMutation = graphql(`
  mutation SetAgentDynamics($id: ID!, $dynamics: DynamicsInput!) {
    setAgentDynamics(id: $id, dynamics: $dynamics) {
      ...DynamicsResultFields
    }
  }
`);

export const SetAgentDynamicsEnabledMutation = graphql(`
  mutation SetAgentDynamicsEnabled($id: ID!, $enabled: Boolean!) {
    setAgentDynamicsEnabled(id: $id, enabled: $enabled) {
      ...DynamicsResultFields
    }
  }
`);

export const GenerateAgentMovementsMutation = graphql(`
  mutation GenerateAgentMovements($id: ID!) {
    generateAgentMovements(id: $id) {
      ok
      jobId
      error {
        code
        message
      }
    }
  }
`);

export const RegenerateAgentMovementsMutation = graphql(`
  mutation RegenerateAgentMovements($id: ID!) {
    regenerateAgentMovements(id: $id) {
      ok
      fallbackToAsync
      error {
        code
        message
      }
    }
  }
`);
