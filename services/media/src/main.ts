import { runProcess } from '@avatarium/platform';
import { mediaEnvSchema } from './media-config.js';
import { startMediaService } from './media-service.js';

await runProcess('media', mediaEnvSchema, startMediaService);
