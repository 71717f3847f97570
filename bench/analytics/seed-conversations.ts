import { randomBytes } from 'node:crypto';
import { connectMongo } from '@avatarium/platform';
import { conversationModel } from '../../services/conversation/src/conversations/conversation.model.js';

const DAY_MS = 24 * 3600_000;
const PRODUCTS = ['Red Mug', 'Blue Pen', 'Green Cap', 'Travel Bag', 'Desk Lamp'];

/**
 * `conversations` conversations of `messagesEach` messages for one agent, spread over the
 * `days` days before `now`, written as the turn pipeline stores them (every fourth agent
 * reply a product list, every turn its stage times). Inserted in batches.
 */
export async function seedConversations(
  mongoUri: string,
  database: string,
  agent: { agentId: string; ownerId: string },
  options: { conversations: number; messagesEach: number; days: number; now: number },
): Promise<void> {
  const mongo = await connectMongo(mongoUri, database);
  try {
    const model = conversationModel(mongo);
    await model.init();
    const batch: Array<Record<string, unknown>> = [];
    for (let n = 0; n < options.conversations; n++) {
      // 7,919 s apart (a prime), wrapped over the days: every hour gets some. Within the last
      // `days - 1` days, so all of them lie in a range of `days` calendar days ending today.
      const start = options.now - ((n * 7_919_000) % ((options.days - 1) * DAY_MS - 3600_000)) - 3600_000;
      const messages = [];
      const telemetry: Record<string, unknown> = {};
      for (let m = 0; m < options.messagesEach; m++) {
        const at = new Date(start + m * 20_000);
        const turnId = `turn_${String(Math.floor(m / 2)).padStart(8, '0')}`;
        const agentReply = m % 2 === 1;
        const product = PRODUCTS[(n + m) % PRODUCTS.length]!;
        const message = !agentReply
          ? `Question ${m} of conversation ${n}: what would you recommend for my desk?`
          : m % 4 === 3
            ? JSON.stringify({
                kind: 'products',
                response: 'Here are some ideas.',
                products: [{ title: product, image_url: null }],
              })
            : 'A sentence or two of an answer, as a short spoken reply would be.';
        messages.push({ role: agentReply ? 'agent' : 'user', message, timestamp: at, turnId });
        if (!agentReply) {
          telemetry[turnId] = {
            startedAt: at,
            sttMs: null,
            llmFirstTokenMs: 150 + (n % 50),
            ttsFirstAudioMs: 300 + (n % 80),
            firstFrameMs: null,
            totalMs: 900 + (n % 300),
          };
        }
      }
      batch.push({
        _id: randomBytes(12).toString('hex'),
        agentId: agent.agentId,
        ownerId: agent.ownerId,
        sessionId: randomBytes(12).toString('hex'),
        pricingCode: 'essence-cloud',
        createdAt: new Date(start),
        updatedAt: messages.at(-1)!.timestamp,
        messages,
        telemetry,
      });
      if (batch.length === 500) await model.collection.insertMany(batch.splice(0) as never[]);
    }
    if (batch.length) await model.collection.insertMany(batch as never[]);
  } finally {
    await mongo.close();
  }
}
