import { OpenAiCompatibleClient, ProviderError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletion, startFakeOpenAi } from '../../../../../testkit/providers/fake-openai-server.js';
import { LocalPersonaWriter } from './local-persona-writer.js';
import { OpenAiPersonaWriter } from './openai-persona-writer.js';

let answer: { status?: number; body: unknown };
let server: Awaited<ReturnType<typeof startFakeOpenAi>>;
let writer: OpenAiPersonaWriter;
beforeAll(async () => {
  server = await startFakeOpenAi(() => answer);
  const client = new OpenAiCompatibleClient({ baseUrl: server.baseUrl, apiKey: 'sk-test' });
  writer = new OpenAiPersonaWriter(client, 'gpt-4o-mini', new LocalPersonaWriter());
});
afterAll(() => server.stop());

describe('OpenAiPersonaWriter', () => {
  it('asks an OpenAI-compatible chat model for JSON and uses its answer', async () => {
    answer = {
      body: chatCompletion(
        JSON.stringify({
          name: 'Amélie',
          description: 'A Parisian baker who loves sourdough.',
          system_prompt: 'You are Amélie, a warm Parisian baker. Keep answers short.',
          tags: ['Baking', 'Paris'],
          category: 'Lifestyle',
          language: 'fr',
          gender: 'feminine',
          voice: 'Coral',
        }),
      ),
    };
    const persona = await writer.write({ prompt: 'A Parisian baker' });
    expect(persona).toEqual({
      name: 'Amélie',
      description: 'A Parisian baker who loves sourdough.',
      system_prompt: 'You are Amélie, a warm Parisian baker. Keep answers short.',
      tags: ['baking', 'paris'],
      category: 'Lifestyle',
      language: 'fr',
      gender: 'feminine',
      voice_id: 'coral',
    });
    const request = server.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } });
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'A Parisian baker' });
  });

  it('fills what the model left out or got wrong from the local writer (code fences tolerated)', async () => {
    answer = { body: chatCompletion('```json\n{"name": "Rex", "category": "Dinosaurs", "gender": "robot"}\n```') };
    const persona = await writer.write({ prompt: 'A math teacher who speaks German' });
    expect(persona.name).toBe('Rex');
    expect(persona.category).toBe('Education');
    expect(persona.language).toBe('de');
    expect(['feminine', 'masculine']).toContain(persona.gender);
  });

  it('turns HTTP failures into provider errors that say whether to retry', async () => {
    answer = { status: 429, body: { error: { message: 'Rate limit reached' } } };
    const limited = await writer.write({ prompt: 'x' }).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ProviderError);
    expect(limited).toMatchObject({ retryable: true, status: 429, message: expect.stringContaining('Rate limit reached') });
    answer = { status: 401, body: { error: { message: 'Incorrect API key provided' } } };
    expect(await writer.write({ prompt: 'x' }).catch((error: unknown) => error)).toMatchObject({ retryable: false, status: 401 });
    answer = { body: chatCompletion('I am not JSON') };
    expect(await writer.write({ prompt: 'x' }).catch((error: unknown) => error)).toBeInstanceOf(ProviderError);
  });
});
