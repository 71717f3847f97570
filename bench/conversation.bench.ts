import { createLogger, loadConfig } from '@avatarium/platform';
import { conversationEnvSchema } from '../services/conversation/src/conversation-config.js';
import { createLocalChatModel } from '../services/conversation/src/providers/local/llm/local-chat-model.js';
import { createEngines } from '../services/conversation/src/providers/registry.js';
import { startFixedLatencyOpenAi } from '../testkit/providers/fixed-latency-openai.js';
import { ensureLlmEngine } from '../tools/engines/llm-engine.js';
import { ensureTtsEngine } from '../tools/engines/tts-engine.js';
import { directFirstAudio, directFirstAudioMs, type DirectTiming } from './conversation/direct-turn.js';
import { seedTalker } from './conversation/seed-talker.js';
import { Talk, type TurnTiming } from './conversation/talk.js';
import { benchFaqNote, conversationFirstTokens, llmWorkerRssMb, turnOneFirstTokens } from './conversation/warm-prefix.js';
import { Report, summarize } from './harness.js';
import { signUp } from './support/sign-up.js';
import { startPlatform } from './support/platform.js';

// Talking to an agent, measured from the viewer's side: the time from sending a question to
// holding the first sentence's audio (POST .../messages, the TURN_AUDIO event over graphql-ws,
// the audio file over HTTP), beside the same engines called straight from this process.
// 1. The platform's own overhead: engines replaced by a local server speaking OpenAI's wire
//    format with fixed latencies, one conversation at a time (target: under 30 ms added).
// 2. 50 conversations at once against the same server: p50 / p99 beside one at a time.
// 3. The offline engines (the LOCAL_LLM_MODEL Qwen, LOCAL_LLM_THREADS, + Piper) through the platform beside called directly: turns
//    of one growing conversation (asked at once; 2 s after each reply; typed as a visitor types, the
//    composer's drafts read ahead), and turn 1 of new sessions (the same prompt the direct call has).
// 4. The session's warm-up (its persona evaluated when it starts): turn 1's first token of the
//    offline model with and without it, alternated; a conversation's turns after it.
// BENCH_CONVERSATION_TURNS=5 shortens the runs; BENCH_CONVERSATION_OFFLINE=0 skips parts 3-4,
// BENCH_CONVERSATION_PROVIDER=0 parts 1-2.

const TURNS = Number(process.env.BENCH_CONVERSATION_TURNS ?? 20);
const CONCURRENT = Number(process.env.BENCH_CONVERSATION_CONCURRENT ?? 50);
const OFFLINE = process.env.BENCH_CONVERSATION_OFFLINE !== '0';
const PROVIDER = process.env.BENCH_CONVERSATION_PROVIDER !== '0';
/** How long a visitor looks at a new conversation before the first question arrives. */
const FIRST_QUESTION_AFTER_MS = 2_000;
/** How long a visitor listens to a reply before the next question (shorter than any spoken reply). */
const REPLY_HEARD_MS = 2_000;
const CATALOG_DB = 'bench_catalog';
const QUESTIONS = ['Who are you?', 'What is your ship called?', 'Tell me about the sea.', 'Where are we sailing?'];
const question = (n: number) => QUESTIONS[n % QUESTIONS.length]!;

const report = new Report('conversation');
const benchEnv = (env: Record<string, string>) =>
  loadConfig(conversationEnvSchema, {
    MONGODB_URI: 'mongodb://127.0.0.1:1/unused',
    NATS_URL: 'nats://127.0.0.1:1',
    STORAGE_SIGNING_SECRET: 'bench-storage-secret-0123456789',
    ...env,
  });

/** A platform whose conversation service uses `engineEnv`, with a signed-up user and an agent to talk to. */
async function platformTalkingTo(engineEnv: Record<string, string>) {
  const platform = await startPlatform({
    services: ['catalog', 'credits', 'conversation'],
    envFor: {
      catalog: { MONGODB_DB: CATALOG_DB },
      // BENCH_CONVERSATION_LOG_LEVEL=debug prints each chat's threads and first-text times.
      conversation: { ...engineEnv, LOG_LEVEL: process.env.BENCH_CONVERSATION_LOG_LEVEL ?? 'warn' },
    },
  });
  const user = await signUp(platform.url);
  const agentId = await seedTalker(platform.mongoUri, CATALOG_DB, user.userId);
  return { platform, user, agentId };
}

/** `count` questions of one conversation, each `pauseMs` after the previous reply's end (0: at once). */
async function sequentialTurns(talk: Talk, count: number, pauseMs = 0): Promise<number[]> {
  return (await timedTurns(talk, count, pauseMs)).map((turn) => turn.firstAudioMs);
}

async function timedTurns(talk: Talk, count: number, pauseMs = 0): Promise<TurnTiming[]> {
  const turns: TurnTiming[] = [];
  for (let n = 0; n < count; n++) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    turns.push(await talk.ask(question(n)));
  }
  return turns;
}

/** Where a turn's first audio went, at p50: the service's first token and first audio against the viewer's. */
function firstAudioParts(turns: TurnTiming[]): string {
  const p50 = (values: (number | null)[]) => summarize(values.filter((value) => value !== null)).p50.toFixed(0);
  return (
    `first model token ${p50(turns.map((turn) => turn.serviceFirstTokenMs))} ms, ` +
    `first audio made ${p50(turns.map((turn) => turn.serviceFirstAudioMs))} ms (the service's clock, from the turn's start), ` +
    `first audio held by the viewer ${p50(turns.map((turn) => turn.firstAudioMs))} ms (from sending the question); ` +
    `first pieces (first audio held, ms; then the pause before the second piece, ms): ${turns
      .map(
        (turn) =>
          `${JSON.stringify(turn.firstPiece)} (${turn.firstAudioMs.toFixed(0)}; ${turn.pauseAfterFirstMs?.toFixed(0) ?? 'one piece'})`,
      )
      .join(', ')}; ` +
    `pause before the second piece: p50 ${p50(turns.map((turn) => turn.pauseAfterFirstMs))} ms, ` +
    `longest ${Math.max(0, ...turns.map((turn) => turn.pauseAfterFirstMs ?? 0)).toFixed(0)} ms`
  );
}

async function directTurns(engineEnv: Record<string, string>, count: number, describe = false): Promise<number[]> {
  const engines = createEngines(benchEnv(engineEnv), createLogger('bench', 'silent'));
  try {
    await directFirstAudioMs(engines, question(0)); // warm: load models, open connections
    const turns: DirectTiming[] = [];
    for (let n = 0; n < count; n++) turns.push(await directFirstAudio(engines, question(n)));
    if (describe) {
      const p50 = (pick: (turn: DirectTiming) => number) => summarize(turns.map(pick)).p50.toFixed(0);
      report.note(
        `direct, p50: first token ${p50((turn) => turn.firstTokenMs)} ms, first piece written ${p50((turn) => turn.firstPieceMs)} ms, ` +
          `its audio ${p50((turn) => turn.firstAudioMs)} ms; first pieces (audio, ms): ${turns.map((turn) => `${JSON.stringify(turn.firstPiece)} (${turn.firstAudioMs.toFixed(0)})`).join(', ')}`,
      );
    }
    return turns.map((turn) => turn.firstAudioMs);
  } finally {
    await engines.close();
  }
}

/** Turn 1 of `count` new sessions, each asked a moment after it opens (the session warms the model meanwhile). */
async function firstTurns(url: string, cookie: string, agentId: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n++) {
    const talk = await Talk.open(url, cookie, agentId);
    await new Promise((resolve) => setTimeout(resolve, FIRST_QUESTION_AFTER_MS));
    times.push((await talk.ask(question(n))).firstAudioMs);
    await talk.close();
  }
  return times;
}

// Parts 1 and 2: fixed-latency provider.
async function providerParts() {
  const provider = await startFixedLatencyOpenAi({ firstTokenMs: 150, tokenIntervalMs: 10, speechMs: 100 });
  const providerEnv = {
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: provider.baseUrl,
    OPENAI_API_KEY: 'bench-key',
    TTS_PROVIDER: 'openai',
    TTS_BASE_URL: provider.baseUrl,
    PROVIDERS_ALLOW_LOOPBACK: 'true',
  };
  try {
    const { platform, user, agentId } = await platformTalkingTo(providerEnv);
    try {
      const direct = summarize(await directTurns(providerEnv, TURNS));
      const talk = await Talk.open(platform.url, user.cookie, agentId);
      await sequentialTurns(talk, 3); // warm every path
      const one = summarize(await sequentialTurns(talk, TURNS));
      await talk.close();
      console.log(`one conversation: p50 ${one.p50.toFixed(1)} ms (direct ${direct.p50.toFixed(1)} ms)`);
      report.add({
        name: 'first audio, 1 conversation, p50',
        unit: 'ms',
        figure: one.p50,
        baseline: direct.p50,
        lowerIsBetter: true,
      });
      report.note(`platform overhead on the first audio: ${(one.p50 - direct.p50).toFixed(1)} ms at p50 (target under 30 ms)`);

      const talks = await Promise.all(Array.from({ length: CONCURRENT }, () => Talk.open(platform.url, user.cookie, agentId)));
      const rounds = Math.max(2, Math.round(TURNS / 5));
      const all = (await Promise.all(talks.map((each) => sequentialTurns(each, rounds)))).flat();
      await Promise.all(talks.map((each) => each.close()));
      const many = summarize(all);
      console.log(
        `${CONCURRENT} conversations: p50 ${many.p50.toFixed(1)} ms, p99 ${many.p99.toFixed(1)} ms over ${many.count} turns`,
      );
      report.add({
        name: `first audio, ${CONCURRENT} at once, p50`,
        unit: 'ms',
        figure: many.p50,
        baseline: one.p50,
        lowerIsBetter: true,
      });
      report.add({
        name: `first audio, ${CONCURRENT} at once, p99`,
        unit: 'ms',
        figure: many.p99,
        baseline: one.p99,
        lowerIsBetter: true,
      });
    } finally {
      await platform.stop();
    }
  } finally {
    await provider.stop();
  }
}
if (PROVIDER) await providerParts();

// Part 3: the offline engines.
if (OFFLINE) {
  const [llm, tts] = await Promise.all([ensureLlmEngine(), ensureTtsEngine()]);
  const offlineEnv = {
    LOCAL_LLM_RUNTIME_DIR: llm.runtimeDir,
    LOCAL_LLM_MODEL_PATH: llm.modelPath,
    LOCAL_TTS_RUNTIME_DIR: tts.runtimeDir,
    LOCAL_TTS_VOICE_DIR: tts.voiceDir,
    ...(process.env.LOCAL_LLM_THREADS ? { LOCAL_LLM_THREADS: process.env.LOCAL_LLM_THREADS } : {}),
  };
  const turns = Math.max(3, Math.round(TURNS / 4));
  // One at a time on two cores: the direct run first, its engines closed before the platform's load.
  const direct = summarize(await directTurns(offlineEnv, turns, true));
  const { platform, user, agentId } = await platformTalkingTo(offlineEnv);
  try {
    const talk = await Talk.open(platform.url, user.cookie, agentId);
    await sequentialTurns(talk, 1); // the model loads on the first question
    const through = summarize(await sequentialTurns(talk, turns));
    await talk.close();
    console.log(`offline: p50 ${through.p50.toFixed(0)} ms through the platform, ${direct.p50.toFixed(0)} ms direct`);
    report.add({ name: 'offline first audio, p50', unit: 'ms', figure: through.p50, baseline: direct.p50, lowerIsBetter: true });
    // As a visitor talks: the next question comes after the reply was heard (a sentence of
    // speech lasts longer than this), time in which the service evaluates the next turn's start.
    const talkAgain = await Talk.open(platform.url, user.cookie, agentId);
    await new Promise((resolve) => setTimeout(resolve, FIRST_QUESTION_AFTER_MS));
    const heardTurns = await timedTurns(talkAgain, turns + 1, REPLY_HEARD_MS);
    const heard = summarize(heardTurns.map((turn) => turn.firstAudioMs));
    await talkAgain.close();
    report.note(`over a conversation, p50: ${firstAudioParts(heardTurns)}`);
    console.log(`offline, asked after the reply is heard: p50 ${heard.p50.toFixed(0)} ms through the platform`);
    report.add({
      name: `offline first audio over a conversation, each question ${REPLY_HEARD_MS / 1000} s after the reply, p50`,
      unit: 'ms',
      figure: heard.p50,
      baseline: direct.p50,
      lowerIsBetter: true,
    });
    // As a visitor types: the composer's drafts read the question ahead (a quick typist: ~70 words
    // a minute, Enter 200 ms after the last character, the reply heard before typing on).
    const typing = await Talk.open(platform.url, user.cookie, agentId);
    await new Promise((resolve) => setTimeout(resolve, FIRST_QUESTION_AFTER_MS));
    const typedTurns: TurnTiming[] = [];
    for (let n = 0; n <= turns; n++) {
      if (n > 0) await new Promise((resolve) => setTimeout(resolve, REPLY_HEARD_MS));
      typedTurns.push(await typing.type(question(n)));
    }
    await typing.close();
    const typed = summarize(typedTurns.map((turn) => turn.firstAudioMs));
    report.note(`over a conversation, typed, p50: ${firstAudioParts(typedTurns)}`);
    console.log(`offline, typed as a visitor types: p50 ${typed.p50.toFixed(0)} ms through the platform`);
    report.add({
      name: 'offline first audio over a conversation, the question typed (read ahead while typed), p50',
      unit: 'ms',
      figure: typed.p50,
      baseline: heard.p50,
      lowerIsBetter: true,
    });
    const first = summarize(await firstTurns(platform.url, user.cookie, agentId, turns));
    console.log(`offline, turn 1 of a new session: p50 ${first.p50.toFixed(0)} ms through the platform`);
    report.add({
      name: 'offline first audio, turn 1 of a new session, p50',
      unit: 'ms',
      figure: first.p50,
      baseline: direct.p50,
      lowerIsBetter: true,
    });
  } finally {
    await platform.stop();
  }

  // Part 4: the warm-up, on the model alone (first token, no speech).
  // The same threads the service's config reads from LOCAL_LLM_THREADS, parsed the same way.
  const model = createLocalChatModel({ ...llm, threads: benchEnv(offlineEnv).LOCAL_LLM_THREADS });
  try {
    await model.warm();
    const rssBefore = await llmWorkerRssMb();
    const { cold, warm } = await turnOneFirstTokens(model, Math.max(3, Math.round(TURNS / 4)));
    const [coldTurn, warmTurn] = [summarize(cold), summarize(warm)];
    console.log(`turn 1 first token: p50 ${warmTurn.p50.toFixed(0)} ms warmed, ${coldTurn.p50.toFixed(0)} ms not`);
    report.add({
      name: 'offline turn 1 first token, warmed, p50',
      unit: 'ms',
      figure: warmTurn.p50,
      baseline: coldTurn.p50,
      lowerIsBetter: true,
    });
    const perTurn = (turns: Awaited<ReturnType<typeof conversationFirstTokens>>) =>
      turns
        .map(({ ms, newChars, promptChars }) => `${ms.toFixed(0)} ms (${newChars} of ${promptChars} prompt chars new)`)
        .join(', ');
    report.note(`one conversation after the warm-up, first token per turn: ${perTurn(await conversationFirstTokens(model, 5))}`);
    // RAG on: a FAQ note for every question.
    const withFaq = await conversationFirstTokens(model, 5, benchFaqNote);
    report.note(`the same with a FAQ note every turn (RAG on): ${perTurn(withFaq)}`);
    const prepared = await conversationFirstTokens(model, 5, undefined, true);
    report.note(`the same, each next turn's start evaluated at the turn's end (as the service does): ${perTurn(prepared)}`);
    const preparedWithFaq = await conversationFirstTokens(model, 5, benchFaqNote, true);
    report.note(`the same with a FAQ note every turn (RAG on): ${perTurn(preparedWithFaq)}`);
    const rssAfter = await llmWorkerRssMb();
    report.note(`model worker resident memory: ${rssBefore?.toFixed(0)} MB loaded, ${rssAfter?.toFixed(0)} MB after warm-ups`);
  } finally {
    await model.close();
  }
}

report.print();
console.log(`saved ${await report.save({ turns: TURNS, concurrent: CONCURRENT })}`);
