import { connectMongo } from '@avatarium/platform';
import { agentModel } from '../../services/catalog/src/agents/agent.model.js';
import { benchAgentDocument } from '../community/seed.js';
import { BENCH_PERSONA } from './direct-turn.js';

/** A ready public agent owned by `ownerId`, written as the catalog stores it; returns its id. */
export async function seedTalker(mongoUri: string, database: string, ownerId: string): Promise<string> {
  const mongo = await connectMongo(mongoUri, database);
  try {
    const agents = agentModel(mongo);
    await agents.init();
    const agent = {
      ...benchAgentDocument(1, Date.now()),
      ownerId,
      name: BENCH_PERSONA.name,
      system_prompt: BENCH_PERSONA.systemPrompt,
      voice_id: BENCH_PERSONA.voice,
      visibility: 'public',
    };
    await agents.insertMany([agent]);
    return agent._id;
  } finally {
    await mongo.close();
  }
}
