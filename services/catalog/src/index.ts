export { startCatalogService } from './catalog-service.js';
export { catalogEnvSchema, type CatalogConfig } from './catalog-config.js';
