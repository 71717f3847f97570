import { runProcess } from '@avatarium/platform';
import { knowledgeEnvSchema } from './knowledge-config.js';
import { startKnowledgeService } from './knowledge-service.js';

await runProcess('knowledge', knowledgeEnvSchema, startKnowledgeService);
