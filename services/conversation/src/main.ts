import { runProcess } from '@avatarium/platform';
import { conversationEnvSchema } from './conversation-config.js';
import { startConversationService } from './conversation-service.js';

await runProcess('conversation', conversationEnvSchema, startConversationService);
