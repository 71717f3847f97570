import type { agentSettings } from '@avatarium/contracts';

/** The personal key (by id) each pipeline stage uses in a session; a stage without one uses the platform's engine. */
export interface SessionKeys {
  llm?: string | null;
  stt?: string | null;
  tts?: string | null;
}

/**
 * The keys a session runs on, from the agent's providers. Our runtime is a pipeline (speech to
 * text, model, text to speech), so a realtime provider runs all three stages with its key.
 */
export function sessionKeysOf(providers: agentSettings.AgentProviders): SessionKeys {
  const id = (choice: agentSettings.ProviderChoice) => (choice.mode === 'custom' ? choice.provider_id : null);
  const realtime = id(providers.realtime);
  if (realtime) return { llm: realtime, stt: realtime, tts: realtime };
  return { llm: id(providers.llm), stt: id(providers.stt), tts: id(providers.tts) };
}
