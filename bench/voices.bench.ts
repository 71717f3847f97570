import { ensureTtsEngine } from '../tools/engines/tts-engine.js';
import { Report, summarize } from './harness.js';
import { onSignalTeardown, stopAll } from './processes.js';
import { signUp } from './support/sign-up.js';
import { startPlatform, type Platform } from './support/platform.js';

// Issue 10: a voice preview (POST /api/voice/preview, a two-sentence sample spoken by the offline
// engine, then its audio fetched) until the first byte of audio, beside fetching the same preview
// once it is cached; and the engine's real-time factor (synthesis time / audio length) beside 1.0.

const VOICES = ['alloy', 'coral', 'nova', 'sage', 'shimmer', 'ash', 'ballad', 'fable', 'onyx', 'verse'];
const report = new Report('voices');
let platform: Platform | undefined;
onSignalTeardown(async () => {
  await platform?.stop();
  await stopAll();
});

/** Milliseconds until the preview's first audio byte, and what the reply said about it. */
async function previewFirstByte(url: string, cookie: string, voice: string) {
  const started = performance.now();
  const reply = await fetch(`${url}/api/voice/preview`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ voice_id: voice, language: 'en' }),
  });
  const body = (await reply.json()) as { audio_url?: string; duration_ms: number; cached: boolean; error?: string };
  if (!reply.ok || !body.audio_url) throw new Error(`preview of ${voice} failed: ${JSON.stringify(body)}`);
  const synthesizedMs = performance.now() - started;
  const audio = await fetch(url + body.audio_url);
  const reader = audio.body!.getReader();
  await reader.read();
  const firstByteMs = performance.now() - started;
  await reader.cancel();
  return { firstByteMs, synthesizedMs, durationMs: body.duration_ms, cached: body.cached };
}

try {
  const tts = await ensureTtsEngine();
  platform = await startPlatform({
    services: ['conversation'],
    envFor: { conversation: { LOCAL_TTS_RUNTIME_DIR: tts.runtimeDir, LOCAL_TTS_VOICE_DIR: tts.voiceDir } },
  });
  const user = await signUp(platform.url);
  await previewFirstByte(platform.url, user.cookie, 'echo'); // loads the voice model
  const fresh = [];
  for (const voice of VOICES) fresh.push(await previewFirstByte(platform.url, user.cookie, voice));
  const cached = [];
  for (const voice of VOICES) cached.push(await previewFirstByte(platform.url, user.cookie, voice));
  if (fresh.some((each) => each.cached) || cached.some((each) => !each.cached))
    report.note('unexpected cache state: figures mix made and cached previews');
  const first = summarize(fresh.map((each) => each.firstByteMs));
  const replay = summarize(cached.map((each) => each.firstByteMs));
  const rtf = summarize(fresh.map((each) => each.synthesizedMs / each.durationMs));
  report.add({
    name: 'preview to first audio byte (p50)',
    unit: 'ms',
    figure: first.p50,
    baseline: replay.p50,
    lowerIsBetter: true,
  });
  report.add({
    name: 'preview to first audio byte (p99)',
    unit: 'ms',
    figure: first.p99,
    baseline: replay.p99,
    lowerIsBetter: true,
  });
  report.add({ name: 'offline engine real-time factor (p50)', unit: 'x', figure: rtf.p50, baseline: 1, lowerIsBetter: true });
  report.note('baselines: the same previews once cached (a stored file), and real time (1.0) for the real-time factor');
  report.print();
  console.log(`saved ${await report.save({ voices: VOICES.length, fresh, cached })}`);
} finally {
  await platform?.stop();
  await stopAll();
}
