import { graphql } from '../../../gql';

/** POST /api/conversations' twin: a session with an agent the caller may open (share: the link's token). */
export const StartConversationMutation = graphql(`
  mutation StartConversation($agentId: ID!, $share: String) {
    startConversation(agentId: $agentId, share: $share) {
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
