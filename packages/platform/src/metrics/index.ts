export * from './registry.js';
export * from './metrics-server.js';
export * from './bus-metrics.js';
export * from './jetstream-metrics.js';
