export * from './trace-context.js';
export * from './otlp-exporter.js';
export * from './tracer.js';
