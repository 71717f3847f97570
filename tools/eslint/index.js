import { gatewayModules } from './gateway-modules.js';
import { webBoundaries } from './web-boundaries.js';

/** Our own lint rules, registered in eslint.config.js as the plugin `avatarium`. */
export const avatariumPlugin = { rules: { 'web-boundaries': webBoundaries, 'gateway-modules': gatewayModules } };
