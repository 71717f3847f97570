import { describe, expect, it } from 'vitest';

import { LLM_MODELS } from '../engines/llm-engine.js';
import { prepareConversationEngines, prepareMediaEngines } from './offline-engines.js';

// What the container build hands the media service for writing personas: the small offline model's file
// unless personas come from rules or an OpenAI-compatible API.

describe('prepareMediaEngines', () => {
  const quiet = () => undefined;

  it('gives the persona writer the small model by default, under its own variable', async () => {
    const env = await prepareMediaEngines({ LOCAL_LLM_MODEL: 'qwen2.5-1.5b' }, quiet);
    expect(Object.keys(env).sort()).toEqual(['LOCAL_LLM_RUNTIME_DIR', 'PERSONA_LLM_MODEL_PATH']);
    expect(env.PERSONA_LLM_MODEL_PATH).toMatch(new RegExp(`${LLM_MODELS['qwen2.5-0.5b'].file}$`));
  }, 300_000);

  it('prepares nothing when personas are written by rules or by an API', async () => {
    expect(await prepareMediaEngines({ PERSONA_PROVIDER: 'rules' }, quiet)).toEqual({});
    expect(await prepareMediaEngines({ OPENAI_API_KEY: 'sk-test' }, quiet)).toEqual({});
    expect(await prepareMediaEngines({ PERSONA_PROVIDER: 'openai' }, quiet)).toEqual({});
  });
});

describe('prepareConversationEngines', () => {
  const quiet = () => undefined;
  const cloud = { LLM_PROVIDER: 'openai', TTS_PROVIDER: 'openai', STT_PROVIDER: 'openai' };

  it('has the service load its offline engines at start, unless the operator says otherwise', async () => {
    const voiceOnly = { LLM_PROVIDER: 'openai', STT_PROVIDER: 'openai' };
    expect(await prepareConversationEngines(voiceOnly, quiet)).toMatchObject({ OFFLINE_ENGINES_AT_START: 'true' });
    expect(await prepareConversationEngines({ ...voiceOnly, OFFLINE_ENGINES_AT_START: 'false' }, quiet)).toMatchObject({
      OFFLINE_ENGINES_AT_START: 'false',
    });
  }, 300_000);

  it('says nothing of it when every engine is a cloud one', async () => {
    expect(await prepareConversationEngines(cloud, quiet)).toEqual({});
  });
});
