import { graphql } from '../../../gql';

export const SetAgentModelMutation = graphql(`
  mutation SetAgentModel($id: ID!, $model: AgentModel!) {
    setAgentModel(id: $id, model: $model) {
      ok
      regenerating
      agent {
        ...AgentSettingsFields
      }
      error {
        ...InputErrorFields
      }
    }
  }
`);

export const SetAgentUiOverlayMutation = graphql(`
  mutation SetAgentUiOverlay($id: ID!, $uiOverlay: UiOverlayInput!) {
    setAgentUiOverlay(id: $id, uiOverlay: $uiOverlay) {
      ...AgentSettingsResultFields
    }
  }
`);

export const SetAgentCustomActionsMutation = graphql(`
  mutation SetAgentCustomActions($id: ID!, $customActions: CustomActionsInput!) {
    setAgentCustomActions(id: $id, customActions: $customActions) {
      ...AgentSettingsResultFields
    }
  }
`);

export const SetAgentDeploymentMutation = graphql(`
  mutation SetAgentDeployment($id: ID!, $deployment: String!) {
    setAgentDeployment(id: $id, deployment: $deployment) {
      ...AgentSettingsResultFields
    }
  }
`);
