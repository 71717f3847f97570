import { conversation, defineEvent } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import { expect } from 'vitest';
import type { TestClient } from '../http-client.js';

export type StartedSession = conversation.StartedSession & { success: true };

/** The header a session's holder sends its token in. */
export const holding = (sessionToken: string) => ({ 'x-conversation-token': sessionToken });

/** A token of the right shape that holds nothing. */
export const WRONG_TOKEN = 'not-the-token-of-this-session-0123456789';

/** POST /api/conversations as the viewer does; fails the test unless it starts. */
export async function startSessionOver(client: TestClient, agentId: string, share?: string): Promise<StartedSession> {
  const response = await client.post('/api/conversations', { agent_id: agentId, ...(share ? { share } : {}) });
  expect(response.status, JSON.stringify(response.data)).toBe(200);
  return response.data as StartedSession;
}

/** Publishes an event to a session's holder, as the conversation service does. */
export function publishConversationEvent(bus: Bus, sessionId: string, event: conversation.ConversationEvent): void {
  const contract = defineEvent(conversation.conversationEventSubject(sessionId), conversation.conversationEvent.payload);
  bus.publish(contract, { sessionId, at: new Date().toISOString(), event });
}
