import { runProcess } from '@avatarium/platform';
import { catalogEnvSchema } from './catalog-config.js';
import { startCatalogService } from './catalog-service.js';

await runProcess('catalog', catalogEnvSchema, startCatalogService);
