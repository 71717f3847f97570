export { startMediaService } from './media-service.js';
export { mediaEnvSchema, type MediaConfig } from './media-config.js';
