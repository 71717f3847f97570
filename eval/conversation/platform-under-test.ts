import { readFile, readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { billing } from '@avatarium/contracts';
import { connectMongo } from '@avatarium/platform';
import { agentModel } from '../../services/catalog/src/agents/agent.model.js';
import { benchAgentDocument } from '../../bench/community/seed.js';
import { startPlatform, type Platform } from '../../bench/support/platform.js';
import { signUp, type BenchUser } from '../../bench/support/sign-up.js';
import { ensureEmbeddingEngine } from '../../tools/engines/embedding-engine.js';
import { ensureLlmEngine, type LlmEngine, type LlmModelId } from '../../tools/engines/llm-engine.js';
import { ensureTtsEngine } from '../../tools/engines/tts-engine.js';
import { faqCsv } from './faq-probes.js';
import { PERSONAS, type PersonaKey } from './personas.js';

const CATALOG_DB = 'eval_catalog';

/** The platform the probes talk to: every service and the gateway as processes, on one offline model. */
export interface PlatformUnderTest {
  platform: Platform;
  llm: LlmEngine;
  user: BenchUser;
  /** The agent of each persona; the guide answers from its FAQ (RAG on, ready). */
  agents: Record<PersonaKey, string>;
  /** The offline language model's process: its resident memory now and at its peak, in MB. */
  llmMemory(): Promise<{ rssMb: number; peakMb: number } | null>;
  stop(): Promise<void>;
}

/**
 * Starts the platform as a deployment runs it (catalog, credits, media, knowledge and
 * conversation processes, the gateway; offline language model, voice and FAQ embedder), signs a
 * user up with credits for the whole run, and seeds one agent per persona, the guide with its
 * FAQ uploaded and RAG on.
 */
export async function startPlatformUnderTest(model: LlmModelId): Promise<PlatformUnderTest> {
  const [llm, tts, embedding] = await Promise.all([ensureLlmEngine(model), ensureTtsEngine(), ensureEmbeddingEngine()]);
  const platform = await startPlatform({
    services: ['catalog', 'credits', 'media', 'knowledge', 'conversation'],
    envFor: {
      catalog: { MONGODB_DB: CATALOG_DB },
      knowledge: {
        EMBEDDING_PROVIDER: 'local',
        LOCAL_EMBEDDING_RUNTIME_DIR: embedding.runtimeDir,
        LOCAL_EMBEDDING_MODEL_DIR: embedding.modelDir,
      },
      conversation: {
        LLM_PROVIDER: 'local',
        TTS_PROVIDER: 'local',
        LOCAL_LLM_MODEL: model,
        LOCAL_LLM_RUNTIME_DIR: llm.runtimeDir,
        LOCAL_LLM_MODEL_PATH: llm.modelPath,
        // A fixed sampling seed: the same probes get the same replies, so scores (and the short
        // run in npm test) do not move from run to run.
        LOCAL_LLM_SEED: '7',
        LOCAL_TTS_RUNTIME_DIR: tts.runtimeDir,
        LOCAL_TTS_VOICE_DIR: tts.voiceDir,
        // EVAL_CONVERSATION_LOG_LEVEL=debug prints what each chat evaluated and took over ahead.
        ...(process.env.EVAL_CONVERSATION_LOG_LEVEL ? { LOG_LEVEL: process.env.EVAL_CONVERSATION_LOG_LEVEL } : {}),
      },
    },
  });
  try {
    const user = await signUp(platform.url);
    // Every probe is a conversation of its own (a minute charged each): Pro plus a top-up covers the run.
    const returnUrls = { successUrl: `${platform.url}/plan`, cancelUrl: `${platform.url}/plan` };
    await platform.bus.request(billing.changePlan, { userId: user.userId, plan: 'PRO', ...returnUrls });
    await platform.bus.request(billing.topUp, { userId: user.userId, credits: 100_000, ...returnUrls });
    const agents = await seedAgents(platform.mongoUri, user.userId);
    await answerFromFaq(platform.url, user.cookie, agents.guide);
    const conversationPid = platform.services.conversation!.child.pid!;
    return {
      platform,
      llm,
      user,
      agents,
      llmMemory: () => workerMemory(conversationPid, 'llm-worker'),
      stop: () => platform.stop(),
    };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}

async function seedAgents(mongoUri: string, ownerId: string): Promise<Record<PersonaKey, string>> {
  const mongo = await connectMongo(mongoUri, CATALOG_DB);
  try {
    const model = agentModel(mongo);
    await model.init();
    const started = Date.now();
    const entries = Object.values(PERSONAS).map((persona, index) => {
      const document = {
        ...benchAgentDocument(index, started),
        ownerId,
        name: persona.name,
        system_prompt: persona.systemPrompt,
        description: persona.systemPrompt.split('\n')[1] ?? persona.name,
        voice_id: persona.voice,
        gender: persona.gender,
        language: persona.language,
        visibility: 'private',
      };
      return [persona.key, document] as const;
    });
    await model.insertMany(entries.map(([, document]) => document));
    return Object.fromEntries(entries.map(([key, document]) => [key, document._id])) as Record<PersonaKey, string>;
  } finally {
    await mongo.close();
  }
}

/** Uploads the FAQ as the owner does (POST /api/upload-files, PATCH knowledge, RAG switched on) and waits for its index. */
async function answerFromFaq(url: string, cookie: string, agentId: string): Promise<void> {
  const form = new FormData();
  form.append('agentId', agentId);
  form.append('file_0', new Blob([faqCsv()], { type: 'text/csv' }), 'faq.csv');
  const uploaded = await fetch(`${url}/api/upload-files`, { method: 'POST', headers: { cookie }, body: form });
  const upload = (await uploaded.json()) as { uploads?: Array<{ storagePath: string }> };
  const path = upload.uploads?.[0]?.storagePath;
  if (!uploaded.ok || !path) throw new Error(`FAQ upload failed: HTTP ${uploaded.status} ${JSON.stringify(upload)}`);
  const saved = await fetch(`${url}/api/agents/${agentId}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ knowledge: { faq: path } }),
  });
  if (!saved.ok) throw new Error(`saving the FAQ failed: HTTP ${saved.status} ${await saved.text()}`);
  // The Skills panel's switch: RAG on builds the index.
  const toggled = await fetch(`${url}/api/knowledge/toggle-rag`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ agent_id: agentId, enabled: true }),
  });
  if (!toggled.ok) throw new Error(`turning RAG on failed: HTTP ${toggled.status} ${await toggled.text()}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = (await (await fetch(`${url}/api/agents/${agentId}/knowledge`, { headers: { cookie } })).json()) as {
      state?: { status?: string };
    };
    if (state.state?.status === 'ready') return;
    if (state.state?.status === 'failed' || Date.now() > deadline)
      throw new Error(`the FAQ index is not ready: ${JSON.stringify(state)}`);
    await sleep(250);
  }
}

/** VmRSS and VmHWM of the descendant of `rootPid` whose command line names `marker`. */
async function workerMemory(rootPid: number, marker: string): Promise<{ rssMb: number; peakMb: number } | null> {
  const children = new Map<number, number[]>();
  const commands = new Map<number, string>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      commands.set(pid, (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0/g, ' '));
    } catch {
      // gone meanwhile
    }
  }
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (pid !== rootPid && commands.get(pid)?.includes(marker)) {
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
      return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return null;
}
