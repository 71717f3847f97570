import { graphql } from '../../../gql';

/** POST /api/conversations' twin: a session with an agent the caller may open (share: the link's token). */
export const StartConversationMutation = graphql(`
  mutation StartConversation($agentId: ID!, $share: String, $collection: ID) {
    startConversation(agentId: $agentId, share: $share, collection: $collection) {
      sessionId
      sessionToken
      conversationId
      agentId
      payer
      voice
      language
      providers {
        llm
        tts
        stt
      }
    }
  }
`);
