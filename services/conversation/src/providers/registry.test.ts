import { createLogger, loadConfig } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import { conversationEnvSchema } from '../conversation-config.js';
import { stageFailure } from '../turns/stage-failure.js';
import { engineNames } from './engines.js';
import { createEngines } from './registry.js';
import { EngineUnavailableError } from './types.js';

const base = {
  MONGODB_URI: 'mongodb://127.0.0.1:1/x',
  NATS_URL: 'nats://127.0.0.1:1',
  STORAGE_SIGNING_SECRET: 'test-storage-secret-0123456789',
};
const enginesOf = (env: Record<string, string>) =>
  createEngines(loadConfig(conversationEnvSchema, { ...base, ...env }), createLogger('test', 'silent'));

async function firstChatError(engines: ReturnType<typeof enginesOf>): Promise<unknown> {
  try {
    for await (const piece of engines.chat.stream({ messages: [{ role: 'user', content: 'hi' }] })) void piece;
  } catch (error) {
    return error;
  }
  return null;
}

describe('createEngines', () => {
  it('defaults to the local engines and, without their files, says so naming the stage', async () => {
    const engines = enginesOf({});
    expect(engineNames(engines)).toEqual({ llm: 'local', tts: 'local', stt: 'local' });
    const error = await firstChatError(engines);
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(stageFailure('llm', error).message).toMatch(
      /^The language model is not available: the offline language model is not installed here/,
    );
    await expect(engines.speech.speak({ text: 'hi', voice: 'nova', language: 'en' })).rejects.toMatchObject({ stage: 'tts' });
    await expect(engines.recognizer.transcribe({ audio: Buffer.alloc(0), contentType: 'audio/wav' })).rejects.toMatchObject({
      stage: 'stt',
    });
    await engines.close();
  });

  it('names the missing key of a chosen provider', async () => {
    const engines = enginesOf({ LLM_PROVIDER: 'anthropic', TTS_PROVIDER: 'elevenlabs', STT_PROVIDER: 'deepgram' });
    expect(stageFailure('llm', await firstChatError(engines)).message).toBe(
      'The language model is not available: Anthropic needs ANTHROPIC_API_KEY; set it, or choose the local engine.',
    );
    await expect(engines.speech.speak({ text: 'hi', voice: 'nova', language: 'en' })).rejects.toThrow(/ELEVENLABS_API_KEY/);
    await expect(engines.recognizer.transcribe({ audio: Buffer.alloc(0), contentType: 'audio/wav' })).rejects.toThrow(
      /DEEPGRAM_API_KEY/,
    );
  });

  it('with OFFLINE_ENGINES_AT_START loads the offline engines at once, naming one that cannot load', async () => {
    const missingFiles = {
      LOCAL_LLM_RUNTIME_DIR: '/nonexistent/llm',
      LOCAL_LLM_MODEL_PATH: '/nonexistent/llm/model.gguf',
      LOCAL_TTS_RUNTIME_DIR: '/nonexistent/tts',
      LOCAL_TTS_VOICE_DIR: '/nonexistent/voice',
    };
    const warnings = async (env: Record<string, string>) => {
      const lines: string[] = [];
      const engines = createEngines(
        loadConfig(conversationEnvSchema, { ...base, ...missingFiles, ...env }),
        createLogger('test', 'warn', {}, (line) => lines.push(line)),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await engines.close();
      return lines.map((line) => JSON.parse(line) as { msg: string; engine?: string; error?: string });
    };

    const atStart = await warnings({ OFFLINE_ENGINES_AT_START: 'true', STT_PROVIDER: 'deepgram' });
    expect(atStart.map(({ msg, engine }) => `${engine}: ${msg}`).sort()).toEqual([
      'llm: an offline engine did not load at start',
      'tts: an offline engine did not load at start',
    ]);
    expect(atStart[0]!.error).toMatch(/nonexistent/);
    // Without it (tests that never talk), nothing loads until the first use.
    expect(await warnings({ STT_PROVIDER: 'deepgram' })).toEqual([]);
  });
});
