import { graphql } from '../../../gql';

/** The owner's agent with its settings (the dialogs load it fresh each time they open). */
export const AgentSettingsQuery = graphql(`
  query AgentSettings($id: ID!) {
    agent(id: $id) {
      ...AgentSettingsFields
    }
  }
`);
