export { startGateway, type RunningGateway } from './server.js';
export { gatewayEnvSchema, type GatewayConfig } from './config.js';
