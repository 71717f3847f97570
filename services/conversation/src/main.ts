import { runProcess } from '@avatarium/platform';
import { conversationEnvSchema } from './conversation-config.js';
import { startConversationService } from './conversation-service.js';

await runProcess('conversation', conversationEnvSchema, startConversationService, {
  // The engines load on start only (tests hand in their own): `--check` loads them as production would.
  loadLazyModules: () => import('./providers/registry.js'),
});
