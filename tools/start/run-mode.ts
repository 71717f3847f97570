/**
 * The NODE_ENV `npm start` gives the gateway and services. Self-hosting is production by default
 * (no stack traces or schema introspection in GraphQL answers, HSTS); developers ask for
 * development with `npm start -- --dev` or NODE_ENV=development. A NODE_ENV set is kept.
 */
export function nodeEnvOf(argv: readonly string[], env: NodeJS.ProcessEnv): 'development' | 'test' | 'production' {
  if (argv.includes('--dev')) return 'development';
  const set = env.NODE_ENV;
  return set === 'development' || set === 'test' || set === 'production' ? set : 'production';
}
