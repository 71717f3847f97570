import { randomBytes } from 'node:crypto';
import { AGENT_CATEGORIES, generateAgentId, newStatusRecord } from '@avatarium/contracts';
import { connectMongo } from '@avatarium/platform';
import { agentModel } from '../../services/catalog/src/agents/agent.model.js';

const WORDS = ['pirate', 'captain', 'teacher', 'dragon', 'chef', 'robot', 'wizard', 'nurse', 'poet', 'pilot', 'guide', 'coach'];

/** Words the benchmark searches for: each matches roughly one agent in twelve. */
export const SEARCH_WORDS = WORDS.slice(0, 6);

/**
 * Writes `count` agents straight into the catalog's database (as the catalog's own model
 * stores them): 90 % public and ready, spread over the categories, with votes and trending
 * scores, so the listing has real sorting and filtering to do.
 */
export async function seedAgents(mongoUri: string, database: string, count: number): Promise<void> {
  const mongo = await connectMongo(mongoUri, database);
  try {
    const agents = agentModel(mongo);
    await agents.init();
    const started = Date.now();
    for (let from = 0; from < count; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - from) }, (_, offset) =>
        benchAgentDocument(from + offset, started),
      );
      await agents.insertMany(batch, { ordered: false });
    }
  } finally {
    await mongo.close();
  }
}

/** One stored agent as the catalog keeps it: the i-th of a seeded set (`started` dates the set). */
export function benchAgentDocument(i: number, started: number) {
  const word = WORDS[i % WORDS.length]!;
  const id = generateAgentId();
  const key = (file: string) => `agents/${id}/${file}`;
  return {
    _id: id,
    ownerId: randomBytes(12).toString('hex'),
    prompt: `A ${word} who talks about ${word}s`,
    name: `${word[0]!.toUpperCase()}${word.slice(1)} ${i}`,
    description: `Agent number ${i}, a ${word}.`,
    system_prompt: `You are a ${word}.`,
    tags: [word, WORDS[(i * 7) % WORDS.length]!],
    category: AGENT_CATEGORIES[i % AGENT_CATEGORIES.length]!,
    language: 'en',
    gender: i % 2 ? 'feminine' : 'masculine',
    voice_id: 'nova',
    visibility: i % 10 === 0 ? 'private' : 'public',
    model_type: 'essence',
    poster_key: key('poster.jpg'),
    audio_key: null,
    record: {
      ...newStatusRecord('essence'),
      status: 'ready',
      event_type: 'model_built',
      image_key: key('image.webp'),
      video_key: key('idle.mp4'),
      lip_sync_key: key('speech-sprite.png'),
      model_key: key('model.imx'),
    },
    version: 9,
    votes: (i * 37) % 500,
    trending_score: ((i * 53) % 997) / 10,
    createdAt: new Date(started - i * 60_000),
    updatedAt: new Date(started - i * 60_000),
  };
}
