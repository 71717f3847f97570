import { open } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_LLM_MODEL,
  DEFAULT_PERSONA_LLM_MODEL,
  ensureLlmEngine,
  LLM_MODELS,
  llmModelOf,
  personaLlmModelOf,
} from './llm-engine.js';

describe('llmModelOf', () => {
  it('reads LOCAL_LLM_MODEL, the 1.5B when unset', () => {
    expect(DEFAULT_LLM_MODEL).toBe('qwen2.5-1.5b');
    expect(llmModelOf({})).toBe(DEFAULT_LLM_MODEL);
    expect(llmModelOf({ LOCAL_LLM_MODEL: '' })).toBe(DEFAULT_LLM_MODEL);
    expect(llmModelOf({ LOCAL_LLM_MODEL: 'qwen2.5-1.5b' })).toBe('qwen2.5-1.5b');
    expect(llmModelOf({ LOCAL_LLM_MODEL: ' Qwen2.5-0.5B ' })).toBe('qwen2.5-0.5b');
  });

  it('refuses a name it cannot prepare, listing the choices', () => {
    expect(() => llmModelOf({ LOCAL_LLM_MODEL: 'gpt-4o-mini' })).toThrow(/qwen2\.5-0\.5b, qwen2\.5-1\.5b/);
  });
});

describe('personaLlmModelOf', () => {
  it('reads PERSONA_LLM_MODEL, the small model when unset, whatever LOCAL_LLM_MODEL says', () => {
    expect(DEFAULT_PERSONA_LLM_MODEL).toBe('qwen2.5-0.5b');
    expect(personaLlmModelOf({ LOCAL_LLM_MODEL: 'qwen2.5-1.5b' })).toBe('qwen2.5-0.5b');
    expect(personaLlmModelOf({ PERSONA_LLM_MODEL: 'qwen2.5-1.5b' })).toBe('qwen2.5-1.5b');
    expect(() => personaLlmModelOf({ PERSONA_LLM_MODEL: 'llama' })).toThrow(/PERSONA_LLM_MODEL=llama/);
  });
});

describe('ensureLlmEngine', () => {
  it('prepares the default model as a GGUF file once, then answers at once', async () => {
    const engine = await ensureLlmEngine(DEFAULT_LLM_MODEL);
    expect(engine).toMatchObject({ model: DEFAULT_LLM_MODEL, engineName: LLM_MODELS[DEFAULT_LLM_MODEL].engineName });
    const file = await open(engine.modelPath, 'r');
    const head = Buffer.alloc(4);
    await file.read(head, 0, 4, 0);
    await file.close();
    expect(head.toString('latin1')).toBe('GGUF');

    const started = performance.now();
    expect(await ensureLlmEngine(DEFAULT_LLM_MODEL)).toEqual(engine);
    expect(performance.now() - started).toBeLessThan(50);
  }, 300_000);
});
