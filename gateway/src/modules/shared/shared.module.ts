import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';

/** The root types and the shapes every module shares (InputError). */
export const sharedModule: GatewayModule = {
  name: 'shared',
  typeDefs: readFileSync(new URL('./shared.graphql', import.meta.url), 'utf8'),
  resolvers: { Query: { ping: () => true } },
};
