import { OpenAiCompatibleClient } from '@avatarium/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../../../../../testkit/providers/fake-openai-server.js';
import { OpenAiImageGenerator } from './openai-image-generator.js';

let png: Buffer;
let server: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  server = await startFakeOpenAi(() => ({ body: { created: 1, data: [{ b64_json: png.toString('base64') }] } }));
});
afterAll(() => server.stop());

describe('OpenAiImageGenerator', () => {
  it('posts to {base}/images/generations and decodes b64_json', async () => {
    const client = new OpenAiCompatibleClient({ baseUrl: server.baseUrl, apiKey: 'sk-test' });
    const portrait = await new OpenAiImageGenerator(client, 'gpt-image-1').generate({
      prompt: 'A lighthouse keeper',
      gender: 'masculine',
    });
    expect(portrait.image.equals(png)).toBe(true);
    expect(portrait.drawn).toBeUndefined();
    const request = server.requests.at(-1)!;
    expect(request.path).toBe('/v1/images/generations');
    expect(request.body).toMatchObject({
      model: 'gpt-image-1',
      n: 1,
      size: '1024x1024',
      prompt: expect.stringContaining('A lighthouse keeper'),
    });
    // gpt-image models refuse response_format; dall-e models need it to return base64.
    expect(request.body.response_format).toBeUndefined();
    await new OpenAiImageGenerator(client, 'dall-e-3').generate({ prompt: 'x', gender: 'feminine' });
    expect(server.requests.at(-1)!.body.response_format).toBe('b64_json');
  });
});
