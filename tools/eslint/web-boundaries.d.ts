import type { ESLint } from 'eslint';

/** The plugin eslint.config.js registers as `avatarium` (its rule: `avatarium/web-boundaries`). */
export declare const webBoundariesPlugin: ESLint.Plugin;
