import { createAvatariumClient } from '@avatarium/client';
import { createReadyAgent, say } from './create-and-talk.js';

// AVATARIUM_URL=https://… AVATARIUM_API_KEY=av_live_… npx tsx create-and-talk.main.ts "A friendly tour guide"
// Prints one JSON line: the ready agent and its reply.
const url = process.env.AVATARIUM_URL;
const apiKey = process.env.AVATARIUM_API_KEY;
if (!url || !apiKey) throw new Error('Set AVATARIUM_URL and AVATARIUM_API_KEY.');

const client = createAvatariumClient({ apiKey, url });
try {
  const agent = await createReadyAgent(client, process.argv[2] ?? 'A friendly museum tour guide named Ada');
  const reply = await say(client, agent.id, process.argv[3] ?? 'Hello! What can you tell me about yourself?');
  console.log(JSON.stringify({ agent, reply }));
} finally {
  await client.close();
}
