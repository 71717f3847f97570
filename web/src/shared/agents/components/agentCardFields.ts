import { graphql } from '../../../gql';

/**
 * What an agent card reads; cards of every gallery share it, and the action dialog opened
 * from a card gets the same fields (visibility, category, sharing, ownership, tags).
 */
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
    votes
    category
    visibility
    anonymousEnabled
    isOwner
    tags
  }
`);
