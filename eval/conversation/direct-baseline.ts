import { createLogger, loadConfig } from '@avatarium/platform';
import { conversationEnvSchema } from '../../services/conversation/src/conversation-config.js';
import { createEngines } from '../../services/conversation/src/providers/registry.js';
import { buildPrompt } from '../../services/conversation/src/turns/build-prompt.js';
import { ensureTtsEngine } from '../../tools/engines/tts-engine.js';
import type { LlmEngine } from '../../tools/engines/llm-engine.js';
import { FORM_PROBES } from './form-probes.js';
import { PERSONAS } from './personas.js';
import { sentencesOf } from './rules.js';

export interface DirectTiming {
  firstTokenMs: number;
  firstSentenceMs: number;
  firstAudioMs: number;
}

/**
 * The baseline the platform's latency is read against, measured in the same run on the same
 * cores: the same engines (model, voice) called straight from this process, no gateway, NATS,
 * database, storage or knowledge request. Each question's first sentence is spoken; the rest of
 * the reply is dropped. The first call (model load) is not counted.
 */
export async function directBaseline(llm: LlmEngine, questions: number): Promise<DirectTiming[]> {
  const tts = await ensureTtsEngine();
  const config = loadConfig(conversationEnvSchema, {
    MONGODB_URI: 'mongodb://127.0.0.1:1/unused',
    NATS_URL: 'nats://127.0.0.1:1',
    STORAGE_SIGNING_SECRET: 'eval-storage-secret-0123456789',
    LOCAL_LLM_RUNTIME_DIR: llm.runtimeDir,
    LOCAL_LLM_MODEL_PATH: llm.modelPath,
    LOCAL_TTS_RUNTIME_DIR: tts.runtimeDir,
    LOCAL_TTS_VOICE_DIR: tts.voiceDir,
  });
  const engines = createEngines(config, createLogger('eval-direct', 'silent'));
  try {
    const probes = FORM_PROBES.slice(0, questions + 1);
    const timings: DirectTiming[] = [];
    for (const [index, probe] of probes.entries()) {
      const timing = await directTurn(engines, probe.persona, probe.question);
      if (index > 0) timings.push(timing);
    }
    return timings;
  } finally {
    await engines.close();
  }
}

async function directTurn(
  engines: ReturnType<typeof createEngines>,
  personaKey: keyof typeof PERSONAS,
  question: string,
): Promise<DirectTiming> {
  const persona = PERSONAS[personaKey];
  const started = performance.now();
  const controller = new AbortController();
  let text = '';
  let firstTokenMs = Number.NaN;
  let firstSentenceMs = Number.NaN;
  try {
    for await (const piece of engines.chat.stream({
      messages: buildPrompt(persona, [], question),
      maxTokens: 300,
      signal: controller.signal,
    })) {
      if (Number.isNaN(firstTokenMs)) firstTokenMs = performance.now() - started;
      text += piece;
      if (sentencesOf(text).length > 1) {
        firstSentenceMs = performance.now() - started;
        break;
      }
    }
  } finally {
    controller.abort();
  }
  if (Number.isNaN(firstSentenceMs)) firstSentenceMs = performance.now() - started;
  const first = sentencesOf(text)[0] ?? text.trim();
  await engines.speech.speak({ text: first, voice: persona.voice, language: persona.language });
  return { firstTokenMs, firstSentenceMs, firstAudioMs: performance.now() - started };
}
