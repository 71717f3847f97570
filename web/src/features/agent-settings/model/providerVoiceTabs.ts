/** Spec 001: the provider picker's tabs; Your Clones and Generated are disabled when empty. */
export type ProviderVoiceTab = 'default' | 'cloned' | 'generated';

export const PROVIDER_VOICE_TABS: Array<{ id: ProviderVoiceTab; label: string }> = [
  { id: 'default', label: 'Default' },
  { id: 'cloned', label: 'Your Clones' },
  { id: 'generated', label: 'Generated' },
];

/** ElevenLabs' categories: cloned and generated voices are the owner's; every other kind is a default voice. */
export function tabOf(category: string): ProviderVoiceTab {
  if (category === 'cloned') return 'cloned';
  if (category === 'generated') return 'generated';
  return 'default';
}

export function groupByTab<T extends { category: string }>(voices: readonly T[]): Record<ProviderVoiceTab, T[]> {
  const groups: Record<ProviderVoiceTab, T[]> = { default: [], cloned: [], generated: [] };
  for (const voice of voices) groups[tabOf(voice.category)].push(voice);
  return groups;
}
