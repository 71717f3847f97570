// Prepares the services' offline engines and prints their environment as KEY=VALUE lines (the
// container image runs this at build time and sources the result).
import { prepareConversationEngines, prepareKnowledgeEngines } from '../start/offline-engines.js';

const log = (line: string) => console.error(line);
const [conversation, knowledge] = await Promise.all([
  prepareConversationEngines(process.env, log),
  prepareKnowledgeEngines(process.env, log),
]);
for (const [key, value] of Object.entries({ ...conversation, ...knowledge })) console.log(`${key}=${value}`);
