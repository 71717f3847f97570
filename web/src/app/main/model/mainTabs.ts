export type MainTab = 'create' | 'my-agents' | 'community' | 'developer' | 'plan';

/** Tabs in on-screen order; my-agents only shows when signed in (spec 000 section 2). */
export const MAIN_TABS: readonly { id: MainTab; label: string; signedInOnly: boolean }[] = [
  { id: 'create', label: 'Create', signedInOnly: false },
  { id: 'my-agents', label: 'My Agents', signedInOnly: true },
  { id: 'community', label: 'Community', signedInOnly: false },
  { id: 'developer', label: 'Developer', signedInOnly: false },
  { id: 'plan', label: 'Plan', signedInOnly: false },
];
