import { runProcess } from '@avatarium/platform';
import { creditsEnvSchema } from './credits-config.js';
import { startCreditsService } from './credits-service.js';

await runProcess('credits', creditsEnvSchema, startCreditsService);
