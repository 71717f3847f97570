import { createLogger, loadConfig } from '@avatarium/platform';
import { mediaEnvSchema } from '../../services/media/src/media-config.js';
import type { StepContext } from '../../services/media/src/generation/steps/step-context.js';
import { personaStep } from '../../services/media/src/generation/steps/persona-step.js';
import { createMediaProviders } from '../../services/media/src/providers/media-providers.js';
import { BUILT_IN_VOICES } from '../../services/media/src/providers/persona/built-in-voices.js';
import type { LlmEngine } from '../../tools/engines/llm-engine.js';
import { CATEGORY_PROBES, NAME_PROBES } from './persona-probes.js';

export interface PersonaProbeResult {
  id: string;
  kind: 'gender' | 'category';
  prompt: string;
  pass: boolean;
  expected: string;
  got: string;
  ms: number;
}

/**
 * The creation pipeline's persona step (the configured writer, then the voice chosen from
 * language and gender) on each prompt, with the media service's providers as a deployment with
 * no API key gets them, and the offline language model's files at hand.
 */
export async function runPersonaProbes(llm: LlmEngine, short: boolean): Promise<PersonaProbeResult[]> {
  const config = loadConfig(mediaEnvSchema, {
    MONGODB_URI: 'mongodb://127.0.0.1:1/unused',
    NATS_URL: 'nats://127.0.0.1:1',
    STORAGE_SIGNING_SECRET: 'eval-storage-secret-0123456789',
    LOG_LEVEL: 'silent',
    LLM_PROVIDER: 'local',
    LOCAL_LLM_RUNTIME_DIR: llm.runtimeDir,
    LOCAL_LLM_MODEL_PATH: llm.modelPath,
  } as Record<string, string>);
  const logger = createLogger('eval-persona', 'silent');
  const providers = createMediaProviders(config, logger);
  const write = (prompt: string) =>
    personaStep({
      deps: { config, providers, logger },
      job: { prompt },
      signal: new AbortController().signal,
      heartbeat: () => undefined,
    } as unknown as StepContext);
  const results: PersonaProbeResult[] = [];
  try {
    for (const [index, probe] of NAME_PROBES.entries()) {
      if (short && !probe.short) continue;
      const started = performance.now();
      const persona = await write(probe.prompt);
      const voiceFits = persona.voice_id !== null && BUILT_IN_VOICES[probe.gender].includes(persona.voice_id);
      results.push({
        id: `name-${index + 1}`,
        kind: 'gender',
        prompt: probe.prompt,
        pass: persona.gender === probe.gender && voiceFits,
        expected: probe.gender,
        got: `${persona.gender} (voice ${persona.voice_id})`,
        ms: performance.now() - started,
      });
    }
    for (const [index, probe] of CATEGORY_PROBES.entries()) {
      if (short && !probe.short) continue;
      const started = performance.now();
      const persona = await write(probe.prompt);
      results.push({
        id: `category-${index + 1}`,
        kind: 'category',
        prompt: probe.prompt,
        pass: probe.accept.includes(persona.category as never),
        expected: probe.accept.join(' or '),
        got: persona.category ?? '(none)',
        ms: performance.now() - started,
      });
    }
  } finally {
    // A writer that holds a model process (a local-model writer) lets it go here.
    const closable = providers.persona as { close?: () => Promise<void> };
    await closable.close?.();
  }
  return results;
}
