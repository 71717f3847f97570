import { AgentPersona } from '@avatarium/contracts';
import type { JsonAnswerRequest, LocalJsonModel } from '@avatarium/local-llm';
import { createLogger } from '@avatarium/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureLlmEngine, personaLlmModelOf } from '../../../../../tools/engines/llm-engine.js';
import { createLocalJsonModel } from '@avatarium/local-llm';
import { BUILT_IN_VOICES, voiceOfPersona } from './built-in-voices.js';
import { LocalModelPersonaWriter, PERSONA_SCHEMA } from './local-model-persona-writer.js';
import { LocalPersonaWriter } from './local-persona-writer.js';

const logger = createLogger('persona-test', 'silent');
const rules = new LocalPersonaWriter();

/** A model that answers `text` after `delayMs` (or never, when aborted first). */
function fakeModel(text: string, delayMs = 0): LocalJsonModel & { requests: JsonAnswerRequest[] } {
  const requests: JsonAnswerRequest[] = [];
  return {
    name: 'local:fake',
    requests,
    answer: (request) => {
      requests.push(request);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve({ text, tokens: 50, ms: delayMs }), delayMs);
        request.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(request.signal!.reason)));
      });
    },
    warm: async () => {},
    close: async () => {},
  };
}

const writerWith = (model: LocalJsonModel, timeoutMs = 2_000) => new LocalModelPersonaWriter({ model, rules, timeoutMs, logger });

const answer = (fields: Record<string, unknown>) =>
  JSON.stringify({
    name: 'Marina',
    gender: 'feminine',
    voice: 'coral',
    category: 'Lifestyle',
    tags: ['sea', 'stories'],
    description: 'A keeper of the lighthouse who knows every tale of the coast.',
    style: 'slow and warm, with salty humour',
    ...fields,
  });

describe('LocalModelPersonaWriter', () => {
  it('asks for JSON under the persona schema and writes the prose it gets', async () => {
    const model = fakeModel(answer({}));
    const persona = await writerWith(model).write({ prompt: 'A lighthouse keeper who tells sea stories' });
    expect(model.requests[0]).toMatchObject({ schema: PERSONA_SCHEMA, prompt: 'A lighthouse keeper who tells sea stories' });
    // No name in the prompt, the rules are unsure of the gender: the model's name, gender and voice.
    expect(persona).toMatchObject({ name: 'Marina', gender: 'feminine', voice_id: 'coral', tags: ['sea', 'stories'] });
    expect(persona.description).toBe('A keeper of the lighthouse who knows every tale of the coast.');
    expect(persona.system_prompt).toMatch(/^You are Marina, a lighthouse keeper\.\n/);
    expect(persona.system_prompt).toContain('Your way of speaking: slow and warm, with salty humour.');
    expect(AgentPersona.safeParse({ ...persona, voice_id: voiceOfPersona(persona, 'x') }).success).toBe(true);
  });

  it("keeps what the rules are sure of: the prompt's name, a gender the name tells, a lexicon category", async () => {
    const model = fakeModel(answer({ name: 'Marina', gender: 'feminine', voice: 'nova', category: 'Animals' }));
    const persona = await writerWith(model).write({ prompt: 'Bartholomew, a lighthouse keeper who tells sea stories' });
    expect(persona).toMatchObject({ name: 'Bartholomew', gender: 'masculine', category: 'Lifestyle' });
    expect(BUILT_IN_VOICES.masculine).toContain(persona.voice_id);
    expect(persona.system_prompt).not.toContain('Marina');
  });

  it('drops prose that loops, calls itself a language model or uses the other gender', async () => {
    const looping = 'He tells stories. He tells stories. He tells stories.';
    const persona = await writerWith(fakeModel(answer({ description: looping, style: 'as an AI language model' }))).write({
      prompt: 'Lina, a librarian who finds the right book',
    });
    const plain = await rules.write({ prompt: 'Lina, a librarian who finds the right book' });
    expect(persona.description).toBe(plain.description);
    expect(persona.system_prompt).not.toContain('Your way of speaking');
    const wrongPronoun = await writerWith(fakeModel(answer({ description: 'She guides every ship home at night.' }))).write({
      prompt: 'Bartholomew, a lighthouse keeper',
    });
    expect(wrongPronoun.description).not.toContain('She');
  });

  it('gives the rules persona when the model is too slow, fails or answers nonsense', async () => {
    const prompt = 'Sophie, a cheerful French baker who shares her favourite bread recipes';
    const plain = await rules.write({ prompt });
    const started = performance.now();
    expect(await writerWith(fakeModel(answer({}), 10_000), 100).write({ prompt })).toEqual(plain);
    expect(performance.now() - started).toBeLessThan(1_000);
    const failing: LocalJsonModel = { ...fakeModel(''), answer: () => Promise.reject(new Error('process exited')) };
    expect(await writerWith(failing).write({ prompt })).toEqual(plain);
    expect(await writerWith(fakeModel('not json at all')).write({ prompt })).toEqual(plain);
  });

  it("closes an answer the token budget cut short, and stops when the creation's own signal aborts", async () => {
    const cut = answer({}).replace(/, with salty humour"}$/, ', with sal');
    const persona = await writerWith(fakeModel(cut)).write({ prompt: 'A lighthouse keeper who tells sea stories' });
    expect(persona.name).toBe('Marina');
    const abort = new AbortController();
    const pending = writerWith(fakeModel(answer({}), 5_000)).write({ prompt: 'A pirate', signal: abort.signal });
    abort.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });
});

describe('LocalModelPersonaWriter on the real local model', { timeout: 180_000 }, () => {
  let model: LocalJsonModel | undefined;
  afterAll(() => model?.close());

  it('writes a valid persona and keeps the name and gender the prompt gives', async () => {
    model = createLocalJsonModel(await ensureLlmEngine(personaLlmModelOf(process.env)));
    await model.warm();
    const writer = new LocalModelPersonaWriter({ model, rules, timeoutMs: 120_000, logger });
    const prompt = 'Bartholomew, a lighthouse keeper who tells sea stories';
    const persona = await writer.write({ prompt });
    expect(persona).toMatchObject({ name: 'Bartholomew', gender: 'masculine', category: 'Lifestyle' });
    expect(AgentPersona.safeParse({ ...persona, voice_id: voiceOfPersona(persona, prompt) }).success).toBe(true);
    expect(BUILT_IN_VOICES.masculine).toContain(voiceOfPersona(persona, prompt));
  });
});
