export type * from './providers/types.js';
