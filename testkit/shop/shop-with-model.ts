import { conversation } from '@avatarium/contracts';
import { createOpenAiChatModel } from '../../services/conversation/src/providers/http/llm/openai-chat-model.js';
import { startConversationOn } from '../conversation/conversation-backend.js';
import { fakeEngines } from '../conversation/fake-engines.js';
import { startProviderServer, type ProviderHandler } from '../providers/provider-server.js';
import { startStack, type TestStack } from '../stack.js';
import type { ConversationEvents } from './shop-agent.js';
import { startTestStore, type TestStore } from './test-store.js';

export type ProviderServer = Awaited<ReturnType<typeof startProviderServer>>;

/** The platform with a test store and a chat model in OpenAI's format that `answer` plays. */
export interface ShopWithModel {
  stack: TestStack;
  store: TestStore;
  model: ProviderServer;
  /** Every conversation event of the stack, in order (what `shopAgentOn`'s `ask` waits in). */
  events: ConversationEvents;
  stop(): Promise<void>;
}

/**
 * A test store that answers, a provider server answering the chat model's requests with
 * `answer`, and a stack whose conversation service talks to it through the OpenAI-format adapter
 * (the other engines fake), its conversation events collected.
 */
export async function startShopWithModel(answer: ProviderHandler): Promise<ShopWithModel> {
  const store = await startTestStore('ok');
  const model = await startProviderServer(answer);
  const stack = await startStack();
  const engines = {
    ...fakeEngines(),
    chat: createOpenAiChatModel({ apiKey: 'sk-test', baseUrl: `${model.origin}/v1`, model: 'gpt-4o-mini', allowLoopback: true }),
  };
  await startConversationOn(stack, { PROVIDERS_ALLOW_LOOPBACK: 'true' }, engines as never);
  const events: ConversationEvents = [];
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
  return {
    stack,
    store,
    model,
    events,
    stop: async () => {
      await stack.stop();
      await Promise.all([store.stop(), model.stop()]);
    },
  };
}
