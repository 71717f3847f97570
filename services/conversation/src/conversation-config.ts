import { baseEnvSchema, emptyAsUndefined, storageEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z.preprocess((value) => value === 'true' || value === '1' || value === true, z.boolean()).default(false);

export const LlmProvider = z.enum(['local', 'openai', 'anthropic', 'google']);
export const TtsProvider = z.enum(['local', 'openai', 'elevenlabs', 'cartesia']);
export const SttProvider = z.enum(['local', 'openai', 'deepgram']);

export const conversationEnvSchema = baseEnvSchema.merge(storageEnvSchema).extend({
  MONGODB_DB: z.string().default('avatarium_conversation'),

  /** Which engines answer (per deployment); the offline defaults need no key. */
  LLM_PROVIDER: z.preprocess(emptyAsUndefined, LlmProvider.default('local')),
  LLM_MODEL: optionalText,
  /** An OpenAI-compatible server (Ollama, vLLM, llama.cpp server) or another provider's base URL. */
  LLM_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  GOOGLE_API_KEY: optionalText,
  TTS_PROVIDER: z.preprocess(emptyAsUndefined, TtsProvider.default('local')),
  TTS_MODEL: optionalText,
  /** Another endpoint speaking the TTS provider's wire format (a proxy, a compatible server). */
  TTS_BASE_URL: optionalUrl,
  ELEVENLABS_API_KEY: optionalText,
  CARTESIA_API_KEY: optionalText,
  STT_PROVIDER: z.preprocess(emptyAsUndefined, SttProvider.default('local')),
  STT_MODEL: optionalText,
  /** Another endpoint speaking the STT provider's wire format. */
  STT_BASE_URL: optionalUrl,
  DEEPGRAM_API_KEY: optionalText,

  /** The offline engines' files (tools/engines/* prepare them); unset: that engine says it is unavailable. */
  LOCAL_LLM_RUNTIME_DIR: optionalText,
  LOCAL_LLM_MODEL_PATH: optionalText,
  /** A fixed sampling seed for the offline model: the same conversation gets the same reply (tests). */
  LOCAL_LLM_SEED: z.preprocess(emptyAsUndefined, z.coerce.number().int().nonnegative().optional()),
  /** CPU threads the offline model decodes with (default: all cores but one, the voice needs one). */
  LOCAL_LLM_THREADS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(32).optional()),
  LOCAL_TTS_RUNTIME_DIR: optionalText,
  LOCAL_TTS_VOICE_DIR: optionalText,
  LOCAL_STT_PYTHON: optionalText,
  LOCAL_STT_MODEL_DIR: optionalText,
  /**
   * Load the offline engines when the service starts (in the background), not when the first
   * visitor talks: otherwise the first conversation after a start waits ~13 s for the model and
   * ~2 s for the voice. npm start and the containers set it; tests that never talk leave it off.
   */
  OFFLINE_ENGINES_AT_START: flag,

  /** Tests only: lets the HTTP adapters reach a provider server on loopback. */
  PROVIDERS_ALLOW_LOOPBACK: flag,
  /** Seals users' personal provider keys (AES-256-GCM); unset: personal keys are refused. */
  PROVIDER_KEYS_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** Tests only: every call made with a personal key (its check, its conversations) goes to this one server. */
  PERSONAL_PROVIDERS_BASE_URL: optionalUrl,

  /** Turns of earlier conversation (a question and its answer each) kept in the prompt. */
  CONVERSATION_HISTORY_TURNS: positiveInt(8),
  /** Longest reply, in tokens. */
  CONVERSATION_MAX_REPLY_TOKENS: positiveInt(300),
  /** A session without activity for this long ends (reason 'idle'). */
  CONVERSATION_IDLE_MS: positiveInt(10 * 60_000),
  /** How often the idle sweeper looks. */
  CONVERSATION_SWEEP_MS: positiveInt(30_000),
  /**
   * Turns a clock minute on one agent from visitors' sessions the owner pays for, over all
   * addresses (beyond: RATE_LIMITED, 429 with Retry-After).
   */
  CONVERSATION_TURNS_PER_AGENT_PER_MINUTE: positiveInt(120),
  /**
   * How long a scan that found every conversation in the analytics buckets is trusted before
   * the next (0: scan for every summary). See ConversationRepository.mayHaveUntallied.
   */
  ANALYTICS_UNTALLIED_TRUST_MS: z.coerce.number().int().nonnegative().default(60_000),
  /** Largest recording a spoken question may be. */
  CONVERSATION_SPEECH_MAX_BYTES: positiveInt(10 * 1024 * 1024),
});
export type ConversationConfig = z.infer<typeof conversationEnvSchema>;
