import type { Agent } from './agent.js';

/** The fields of an agent's status record that name a stored file. */
export const AGENT_RECORD_KEYS = ['image_key', 'video_key', 'lip_sync_key', 'model_key'] as const;

/**
 * Every storage key an agent points at (its record's files, the poster, the audio), each once:
 * what a delete removes and a clone copies.
 */
export function agentStorageKeys(agent: Pick<Agent, 'record' | 'poster_key' | 'audio_key'>): string[] {
  const keys = [...AGENT_RECORD_KEYS.map((field) => agent.record[field]), agent.poster_key, agent.audio_key];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}
