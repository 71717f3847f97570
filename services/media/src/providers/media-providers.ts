import { createLocalJsonModel } from '@avatarium/local-llm';
import { OpenAiCompatibleClient, type Logger } from '@avatarium/platform';
import type { MediaConfig } from '../media-config.js';
import { FaceApiDetector } from './face/face-api-detector.js';
import type { FaceDetector } from './face/face-detector.js';
import { GpuHostClient, gpuHostSettingsOf } from './gpu/gpu-host-client.js';
import { DicebearPortraitGenerator } from './image/dicebear-portrait-generator.js';
import { OpenAiImageGenerator } from './image/openai-image-generator.js';
import type { PortraitGenerator } from './image/portrait-generator.js';
import { LocalModelPersonaWriter } from './persona/local-model-persona-writer.js';
import { LocalPersonaWriter } from './persona/local-persona-writer.js';
import { OpenAiPersonaWriter } from './persona/openai-persona-writer.js';
import type { PersonaDraft, PersonaRequest, PersonaWriter } from './persona/persona-writer.js';

/** Every capability the generation pipeline uses, each behind its interface. */
export interface MediaProviders {
  persona: PersonaWriter;
  portrait: PortraitGenerator;
  /** Re-draws generated portraits with open mouths for the speech sprite. */
  drawings: DicebearPortraitGenerator;
  faces: FaceDetector;
  /** Set when GPU_HOST_URL is: movement video, lip-sync and the Expression model run there. */
  gpu: GpuHostClient | null;
}

/** An LLM that fails (down, misconfigured, odd JSON) never blocks a creation: the local writer steps in. */
class FallbackPersonaWriter implements PersonaWriter {
  readonly name: string;

  constructor(
    private readonly primary: PersonaWriter,
    private readonly fallback: PersonaWriter,
    private readonly logger: Logger,
  ) {
    this.name = primary.name;
  }

  async write(request: PersonaRequest): Promise<PersonaDraft> {
    try {
      return await this.primary.write(request);
    } catch (error) {
      if (request.signal?.aborted) throw error;
      this.logger.warn('persona provider failed; using the local writer', { provider: this.primary.name, error });
      return this.fallback.write(request);
    }
  }
}

function wants(choice: MediaConfig['PERSONA_PROVIDER'], config: MediaConfig): boolean {
  return choice === 'openai' || (choice === 'auto' && Boolean(config.OPENAI_API_KEY));
}

/** OpenAI-compatible chat, else the local model when its files are given, else the rules. */
function personaWriter(config: MediaConfig, logger: Logger, openai: OpenAiCompatibleClient): PersonaWriter {
  const rules = new LocalPersonaWriter();
  if (wants(config.PERSONA_PROVIDER, config))
    return new FallbackPersonaWriter(new OpenAiPersonaWriter(openai, config.LLM_MODEL, rules), rules, logger);
  const runtimeDir = config.LOCAL_LLM_RUNTIME_DIR;
  const modelPath = config.PERSONA_LLM_MODEL_PATH ?? config.LOCAL_LLM_MODEL_PATH;
  if (config.PERSONA_PROVIDER === 'rules' || !runtimeDir || !modelPath) return rules;
  const log = (message: string, fields?: Record<string, unknown>) => logger.warn(message, fields);
  const model = createLocalJsonModel({ runtimeDir, modelPath, log });
  return new LocalModelPersonaWriter({ model, rules, timeoutMs: config.PERSONA_LLM_TIMEOUT_MS, logger });
}

export function createMediaProviders(config: MediaConfig, logger: Logger): MediaProviders {
  const drawings = new DicebearPortraitGenerator();
  const gpuHost = gpuHostSettingsOf(config);
  const openai = new OpenAiCompatibleClient({ baseUrl: config.OPENAI_BASE_URL, apiKey: config.OPENAI_API_KEY });
  return {
    persona: personaWriter(config, logger, openai),
    portrait: wants(config.IMAGE_PROVIDER, config) ? new OpenAiImageGenerator(openai, config.OPENAI_IMAGE_MODEL) : drawings,
    drawings,
    faces: new FaceApiDetector(),
    gpu: gpuHost ? new GpuHostClient(gpuHost) : null,
  };
}
