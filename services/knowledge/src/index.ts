export { startKnowledgeService } from './knowledge-service.js';
export { knowledgeEnvSchema, type KnowledgeConfig } from './knowledge-config.js';
