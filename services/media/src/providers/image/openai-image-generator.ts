import type { OpenAiCompatibleClient } from '@avatarium/platform';
import type { Portrait, PortraitGenerator, PortraitRequest } from './portrait-generator.js';

/** The agent's picture from an image API (OpenAI images); the face detector then checks it. */
export class OpenAiImageGenerator implements PortraitGenerator {
  readonly name = 'openai-images';

  constructor(
    private readonly client: OpenAiCompatibleClient,
    private readonly model: string,
  ) {}

  async generate({ prompt, signal }: PortraitRequest): Promise<Portrait> {
    const description =
      `A head-and-shoulders portrait for a talking avatar: ${prompt.trim()}. ` +
      'Facing the camera, the whole face visible with a closed mouth, soft even light, simple background.';
    return { image: await this.client.generateImage(this.model, description, { size: '1024x1024', signal }) };
  }
}
