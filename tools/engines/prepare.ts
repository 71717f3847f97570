// Prepares the conversation service's offline engines and prints their environment as
// KEY=VALUE lines (the container image runs this at build time and sources the result).
import { prepareConversationEngines } from '../start/conversation-engines.js';

const env = await prepareConversationEngines(process.env, (line) => console.error(line));
for (const [key, value] of Object.entries(env)) console.log(`${key}=${value}`);
