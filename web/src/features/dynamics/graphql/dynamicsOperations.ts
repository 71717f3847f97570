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

export const AgentDynamicsQuery = graphql(`
  query AgentDynamics($id: ID!) {
    agentDynamics(id: $id) {
      ok
      dynamics {
        ...DynamicsFields
      }
      error {
        code
        message
      }
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
      ok
      dynamics {
        ...DynamicsFields
      }
      error {
        code
        message
      }
    }
  }
`);

export const SetAgentDynamicsEnabledMutation = graphql(`
  mutation SetAgentDynamicsEnabled($id: ID!, $enabled: Boolean!) {
    setAgentDynamicsEnabled(id: $id, enabled: $enabled) {
      ok
      dynamics {
        ...DynamicsFields
      }
      error {
        code
        message
      }
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
