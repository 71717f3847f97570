// Prepares the services' offline engines and prints their environment as KEY=VALUE lines (the
// container image runs this at build time and sources the result).
import { prepareConversationEngines, prepareKnowledgeEngines, prepareMediaEngines } from '../start/offline-engines.js';

const log = (line: string) => console.error(line);
const [conversation, knowledge, media] = await Promise.all([
  prepareConversationEngines(process.env, log),
  prepareKnowledgeEngines(process.env, log),
  prepareMediaEngines(process.env, log),
]);
// One file for every service: the media service reads PERSONA_LLM_MODEL_PATH, the conversation service LOCAL_LLM_MODEL_PATH.
for (const [key, value] of Object.entries({ ...media, ...conversation, ...knowledge })) console.log(`${key}=${value}`);
