import { graphql } from '../../../gql';

/** What an agent card reads; cards of every gallery share it. */
export const AgentCardFields = graphql(`
  fragment AgentCardFields on Agent {
    id
    name
    description
    prompt
    modelType
    status
    eventType
    displayStatus
    progress
    isAnimal
    faceHandled
    errorType
    failureText
    posterUrl
    imageUrl
    videoUrl
    lipSyncUrl
    modelUrl
    createdAt
    updatedAt
  }
`);
