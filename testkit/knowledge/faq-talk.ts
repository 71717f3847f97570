import { conversation } from '@avatarium/contracts';
import { expect } from 'vitest';
import { holding, startSessionOver } from '../conversation/conversation-test-kit.js';
import type { FakeEngines } from '../conversation/fake-engines.js';
import type { TestStack } from '../stack.js';
import type { Owner } from './faq-test-kit.js';

/** One turn as the visitor saw it, and what the scripted model was given. */
export interface FaqTurn {
  /** turn.done's text. */
  said: string;
  /** The turn.delta texts joined (what the visitor read as it streamed). */
  deltas: string;
  /** Each turn.audio sentence. */
  audio: string[];
  modelAsked: boolean;
}

/**
 * Conversations with agents over the gateway, on a stack with the fake engines: `talkTo(owner,
 * agent)` opens a session; each question returns the turn as the visitor saw it.
 */
export function faqTalker(stack: TestStack, engines: FakeEngines) {
  const events: Array<{ sessionId: string; event: conversation.ConversationEvent }> = [];
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
  return async (owner: Owner, agentId: string) => {
    const session = await startSessionOver(owner.client, agentId);
    return async (text: string): Promise<FaqTurn> => {
      const asked = engines.chat.requests.length;
      const sent = await owner.client.post(
        `/api/conversations/${session.sessionId}/messages`,
        { text },
        holding(session.sessionToken),
      );
      expect(sent.status).toBe(200);
      const turn = () =>
        events.filter((e) => e.sessionId === session.sessionId && 'turnId' in e.event && e.event.turnId === sent.data.turnId);
      await expect.poll(() => turn().some((e) => e.event.type === 'turn.done'), { timeout: 20_000 }).toBe(true);
      const of = <T extends conversation.ConversationEvent['type']>(type: T) =>
        turn()
          .map((e) => e.event)
          .filter((event): event is Extract<conversation.ConversationEvent, { type: T }> => event.type === type);
      return {
        said: of('turn.done')[0]!.text,
        deltas: of('turn.delta')
          .map((event) => event.text)
          .join(''),
        audio: of('turn.audio').map((event) => event.text),
        modelAsked: engines.chat.requests.length > asked,
      };
    };
  };
}
