import type { Resolvers } from '../../../generated/resolvers-types.js';
import { draftConversationText } from './Mutation/draftConversationText.js';
import { endConversation } from './Mutation/endConversation.js';
import { greetConversation } from './Mutation/greetConversation.js';
import { interruptConversation } from './Mutation/interruptConversation.js';
import { reportFirstFrame } from './Mutation/reportFirstFrame.js';
import { sendConversationText } from './Mutation/sendConversationText.js';
import { startConversation } from './Mutation/startConversation.js';
import { conversationTranscript } from './Query/conversationTranscript.js';
import { conversationEvents } from './Subscription/conversationEvents.js';

export const conversationResolvers: Resolvers = {
  Query: { conversationTranscript },
  Mutation: {
    startConversation,
    sendConversationText,
    draftConversationText,
    greetConversation,
    interruptConversation,
    endConversation,
    reportFirstFrame,
  },
  Subscription: { conversationEvents },
};
