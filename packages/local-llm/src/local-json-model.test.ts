import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureLlmEngine, personaLlmModelOf } from '../../../tools/engines/llm-engine.js';
import { createLocalJsonModel, LocalModelUnavailableError, type LocalJsonModel } from './local-json-model.js';

// The real engine (Qwen2.5-Coder-0.5B-Instruct GGUF on node-llama-cpp's CPU build) in its own process.
let model: LocalJsonModel;

beforeAll(async () => {
  model = createLocalJsonModel(await ensureLlmEngine(personaLlmModelOf(process.env)));
  await model.warm();
}, 300_000);

afterAll(async () => {
  await model?.close();
});

const SCHEMA = {
  type: 'object',
  properties: { animal: { enum: ['cat', 'dog', 'owl'] }, legs: { type: 'integer' } },
  required: ['animal', 'legs'],
};

describe('the local JSON model', { timeout: 120_000 }, () => {
  it('answers with JSON that fits the schema (the grammar allows nothing else)', async () => {
    const answer = await model.answer({
      system: 'Answer with JSON.',
      prompt: 'Which of cat, dog and owl is a bird, and how many legs does it have?',
      schema: SCHEMA,
      maxTokens: 40,
      temperature: 0,
    });
    const parsed = JSON.parse(answer.text) as { animal: string; legs: number };
    expect(['cat', 'dog', 'owl']).toContain(parsed.animal);
    expect(Number.isInteger(parsed.legs)).toBe(true);
    expect(answer.tokens).toBeGreaterThan(3);
  });

  it('stops at once when the caller gives up, and answers the next request', async () => {
    const started = performance.now();
    const slow = model.answer({
      system: 'Answer with JSON.',
      prompt: 'Write a very long story about an owl.',
      schema: { type: 'object', properties: { story: { type: 'string' } }, required: ['story'] },
      maxTokens: 2000,
      signal: AbortSignal.timeout(300),
    });
    await expect(slow).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
    const next = await model.answer({
      system: 'Answer with JSON.',
      prompt: 'Name one: cat or owl.',
      schema: SCHEMA,
      maxTokens: 40,
    });
    expect(() => JSON.parse(next.text)).not.toThrow();
  });

  it('says plainly when its files are missing', async () => {
    const missing = createLocalJsonModel({ runtimeDir: '/nonexistent', modelPath: '/nonexistent/model.gguf' });
    await expect(missing.answer({ system: '', prompt: 'x', schema: SCHEMA, maxTokens: 5 })).rejects.toThrow(
      LocalModelUnavailableError,
    );
  });
});
