import type { ESLint } from 'eslint';

/** The plugin eslint.config.js registers as `avatarium` (`avatarium/web-boundaries`, `avatarium/gateway-modules`). */
export declare const avatariumPlugin: ESLint.Plugin;
