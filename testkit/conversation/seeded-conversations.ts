import { randomBytes, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { TestStack } from '../stack.js';
import { startConversationOn } from './conversation-backend.js';
import { fakeEngines, type FakeEngines } from './fake-engines.js';

/** A message as a seeded conversation stores it. */
export interface SeedMessage {
  role: 'user' | 'agent';
  message: string;
  at: string;
}

export interface SeedConversation {
  agentId: string;
  ownerId: string;
  /** ISO instant the conversation started. */
  at: string;
  messages?: SeedMessage[];
  pricingCode?: string;
  /** turnId -> stage times, as the turn pipeline stores them. */
  telemetry?: Record<string, Record<string, unknown>>;
}

/**
 * The real conversation service on this stack, on a database the test can write to, so a test
 * seeds conversations at chosen times (days, time zones, DST) as the turn pipeline would have
 * stored them. Call before anything else starts a conversation backend on the stack.
 */
export async function seededConversations(stack: TestStack): Promise<{
  engines: FakeEngines;
  seed(conversation: SeedConversation): Promise<string>;
  /** How many conversations the agent has in the database. */
  countFor(agentId: string): Promise<number>;
}> {
  const database = `conversation_${randomBytes(4).toString('hex')}`;
  const engines = fakeEngines();
  await startConversationOn(stack, { MONGODB_DB: database }, engines);
  const connection = await mongoose.createConnection(stack.gateway.deps.config.MONGODB_URI, { dbName: database }).asPromise();
  const stop = stack.stop;
  stack.stop = async () => {
    await connection.close();
    await stop();
  };
  return {
    engines,
    countFor: (agentId) => connection.collection('conversations').countDocuments({ agentId }),
    async seed(conversation) {
      const id = randomUUID();
      const messages = (conversation.messages ?? []).map((message, index) => ({
        role: message.role,
        message: message.message,
        timestamp: new Date(message.at),
        turnId: `turn_${String(Math.floor(index / 2)).padStart(8, '0')}`,
      }));
      const createdAt = new Date(conversation.at);
      await connection.collection('conversations').insertOne({
        _id: id as never,
        agentId: conversation.agentId,
        ownerId: conversation.ownerId,
        sessionId: `seeded_${randomBytes(8).toString('hex')}`,
        pricingCode: conversation.pricingCode ?? 'essence-cloud',
        createdAt,
        updatedAt: messages.at(-1)?.timestamp ?? createdAt,
        messages,
        telemetry: conversation.telemetry ?? {},
      });
      return id;
    },
  };
}
