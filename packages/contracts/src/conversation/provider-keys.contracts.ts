import { z } from 'zod';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';

/**
 * Personal provider keys (spec 001 "Providers", sections 3, 8, 9; 000 "/settings"): a signed-in
 * user's own API keys, kept by the conversation service (which calls the providers), encrypted
 * at rest, never returned in full and never logged.
 */

/** How many personal keys one user may keep (a key per platform, with room to rotate). */
export const PROVIDER_KEYS_PER_USER_MAX = 10;

export const Capability = z.enum(['llm', 'stt', 'tts', 'realtime']);
export type Capability = z.infer<typeof Capability>;

/** Spec 001 section 9: platforms and what each can do; volcano and minimax are Coming Soon. */
export const PROVIDER_PLATFORMS = {
  openai: { label: 'OpenAI', capabilities: ['llm', 'stt', 'tts', 'realtime'], comingSoon: false },
  anthropic: { label: 'Anthropic', capabilities: ['llm'], comingSoon: false },
  google: { label: 'Google', capabilities: ['llm', 'stt', 'tts'], comingSoon: false },
  deepseek: { label: 'DeepSeek', capabilities: ['llm'], comingSoon: false },
  deepgram: { label: 'Deepgram', capabilities: ['stt'], comingSoon: false },
  cartesia: { label: 'Cartesia', capabilities: ['stt', 'tts'], comingSoon: false },
  elevenlabs: { label: 'ElevenLabs', capabilities: ['tts'], comingSoon: false },
  volcano: { label: 'Volcano', capabilities: ['stt', 'tts'], comingSoon: true },
  minimax: { label: 'MiniMax', capabilities: ['llm', 'tts'], comingSoon: true },
} as const satisfies Record<string, { label: string; capabilities: readonly Capability[]; comingSoon: boolean }>;

export const Platform = z.enum(
  Object.keys(PROVIDER_PLATFORMS) as [keyof typeof PROVIDER_PLATFORMS, ...(keyof typeof PROVIDER_PLATFORMS)[]],
);
export type Platform = z.infer<typeof Platform>;

/** Spec 001 section 3, Provider entry (id, platform, label), plus what the owner may see of the key. */
export const ProviderEntry = z.object({
  id: z.string(),
  platform: Platform,
  label: z.string(),
  /** The key's last four characters after dots: never more. */
  masked: z.string(),
  capabilities: z.array(Capability),
  created_at: z.string(),
});
export type ProviderEntry = z.infer<typeof ProviderEntry>;

export const listProviderKeys = defineRequest(
  'conversation.providers.list',
  z.object({ ownerId: UserId }),
  z.object({ entries: z.array(ProviderEntry) }),
);

/** Adds a key after a real call to the platform accepted it (a refused key is not kept). */
export const addProviderKey = defineRequest(
  'conversation.providers.add',
  z.object({
    ownerId: UserId,
    platform: Platform,
    label: z.string().trim().max(60).optional(),
    api_key: z.string().trim().min(8, 'Enter the API key').max(500),
  }),
  ProviderEntry,
);

export const removeProviderKey = defineRequest(
  'conversation.providers.remove',
  z.object({ ownerId: UserId, id: z.string().max(64) }),
  z.object({ removed: z.boolean() }),
);

/** Tests a kept key again with a real call: ok, or the platform's refusal in words. */
export const testProviderKey = defineRequest(
  'conversation.providers.test',
  z.object({ ownerId: UserId, id: z.string().max(64) }),
  z.object({ ok: z.boolean(), message: z.string() }),
);
