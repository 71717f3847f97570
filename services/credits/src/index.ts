export { startCreditsService } from './credits-service.js';
export { creditsEnvSchema, type CreditsConfig } from './credits-config.js';
