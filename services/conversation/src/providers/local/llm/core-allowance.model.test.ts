import { availableParallelism } from 'node:os';

import { createLogger } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureLlmEngine } from '../../../../../../tools/engines/llm-engine.js';
import { VoiceActivity } from '../voice-activity.js';
import { createLocalChatModel, type LocalChatModel } from './local-chat-model.js';

// The real model process: the voice's activity reaches it as notices, and each chat reports
// the threads it started with (the service logs them).
const cores = availableParallelism();
const voice = new VoiceActivity();
const answered: { threads: number }[] = [];
let llm: LocalChatModel;

beforeAll(async () => {
  const logger = createLogger('test', 'debug', {}, (line) => {
    const entry = JSON.parse(line) as { msg: string; threads: number };
    if (entry.msg === 'chat answered') answered.push({ threads: entry.threads });
  });
  // othersMaxCores: the other test files' work must not decide what this test sees.
  llm = createLocalChatModel({ ...(await ensureLlmEngine()), logger, voice, othersMaxCores: 1_000 });
  await llm.warm();
}, 300_000);

afterAll(async () => {
  await llm?.close();
});

async function answer(): Promise<number> {
  const before = answered.length;
  const messages = [
    { role: 'system' as const, content: 'You are Mira, a museum guide. Answer in one short sentence.' },
    { role: 'user' as const, content: 'Hello!' },
  ];
  for await (const piece of llm.stream({ messages, maxTokens: 8, temperature: 0 })) void piece;
  expect(answered).toHaveLength(before + 1);
  return answered[before]!.threads;
}

describe.skipIf(cores < 2)('the offline model and the voice share the cores', { timeout: 120_000 }, () => {
  it('decodes on every core while the voice is quiet and leaves it one while it computes', async () => {
    // The machine's CPU use is read every 400 ms: the first readings must be in.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await answer()).toBe(cores);
    const computing = voice.begin();
    try {
      expect(await answer()).toBe(cores - 1);
    } finally {
      computing();
    }
    expect(await answer()).toBe(cores);
  });
});
