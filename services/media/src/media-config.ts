import { baseEnvSchema, emptyAsUndefined, storageEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

const providerChoice = z.enum(['auto', 'local', 'openai']).default('auto');
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const mediaEnvSchema = baseEnvSchema.merge(storageEnvSchema).extend({
  MONGODB_DB: z.string().default('avatarium_media'),

  /** OpenAI or any server speaking its format (DeepSeek, Ollama, vLLM): persona writing and images. */
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  /**
   * 'auto': the OpenAI-compatible chat when OPENAI_API_KEY is set, else the local model when its
   * files are given (LOCAL_LLM_*), else the rules; 'local': the local model (or the rules);
   * 'rules': the deterministic writer only; 'openai' also works keyless (Ollama, vLLM).
   */
  PERSONA_PROVIDER: z.enum(['auto', 'local', 'rules', 'openai']).default('auto'),
  /** The offline chat model (tools/engines/llm-engine.ts prepares both): persona writing under a JSON grammar. */
  LOCAL_LLM_RUNTIME_DIR: optionalText,
  LOCAL_LLM_MODEL_PATH: optionalText,
  /**
   * The model file the persona writer loads, when it is not LOCAL_LLM_MODEL_PATH: a small one
   * (PERSONA_LLM_MODEL, the 0.5B by default) answers within the timeout where the conversation's may not.
   */
  PERSONA_LLM_MODEL_PATH: optionalText,
  /** How long the local model may write a persona before the rules' persona is used (agent ready stays within 10 s). */
  PERSONA_LLM_TIMEOUT_MS: positiveInt(6_000),
  /** 'auto' uses the OpenAI images API when OPENAI_API_KEY is set, else a generated portrait. */
  IMAGE_PROVIDER: providerChoice,

  /** The GPU function host (docs/gpu-worker-protocol.md): movement video, lip-sync, the Expression model. */
  GPU_HOST_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  GPU_HOST_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How long one GPU function may take, queueing included. */
  GPU_HOST_TIMEOUT_MS: positiveInt(15 * 60_000),
  GPU_HOST_POLL_MS: positiveInt(1_000),
  /**
   * Origins besides the GPU host's own (and the S3 endpoint) its job outputs may be downloaded
   * from, comma-separated (https://results.example.com). Their names must resolve to public addresses.
   */
  GPU_HOST_ALLOWED_ORIGINS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : value,
    z.array(z.string().url()).default([]),
  ),
  /** Where the GPU host can fetch our files when storage hands out relative URLs (local storage). */
  PUBLIC_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),

  /** Jobs one media process runs at once; 0 answers requests but runs no worker. */
  GENERATION_CONCURRENCY: z.coerce.number().int().nonnegative().default(2),
  /** Redelivery delay of a job whose worker stopped heart-beating (a killed process). */
  GENERATION_ACK_WAIT_MS: positiveInt(30_000),
  /** Deliveries of one job before a transient failure becomes final. */
  GENERATION_MAX_ATTEMPTS: positiveInt(5),
  FFMPEG_PATH: z.string().default('ffmpeg'),
});
export type MediaConfig = z.infer<typeof mediaEnvSchema>;
