import { graphql } from '../../../gql';

/** What the action and share dialogs read beyond the card: ownership, sharing state, export fields. */
export const AgentShareFields = graphql(`
  fragment AgentShareFields on Agent {
    id
    name
    prompt
    tags
    category
    visibility
    anonymousEnabled
    isOwner
    modelType
    modelUrl
    status
    displayStatus
  }
`);
