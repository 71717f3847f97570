import type { MainTab } from './mainTabs';

const PUBLIC_TABS: ReadonlySet<string> = new Set(['create', 'community', 'plan', 'developer']);

/**
 * The tab a URL hash selects (spec 000 section 2): create, community, plan and developer
 * always; my-agents only when signed in, or while the session is still loading (so a
 * reload on #my-agents is not kicked out before we know who is signed in). Anything else
 * falls back to create.
 */
export function resolveTab(hash: string, signedIn: boolean, sessionLoading: boolean): MainTab {
  const value = hash.startsWith('#') ? hash.slice(1) : hash;
  if (PUBLIC_TABS.has(value)) return value as MainTab;
  if (value === 'my-agents' && (signedIn || sessionLoading)) return 'my-agents';
  return 'create';
}
