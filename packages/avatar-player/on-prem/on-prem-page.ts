// The On-Premises page (docs/on-prem-bundle.md): runs an agent from its unpacked bundle with no
// connection to the platform. Answers come from the OpenAI-compatible endpoint in config.json;
// the voice is the browser's own speech synthesis, the mouth follows timings estimated from the text.
import type { IdleMotion, SpeechFrames } from '@avatarium/contracts/speech-layout';
import { createAvatarPlayer, type AvatarPlayer, type VisemeCue } from '../src/index.js';

interface OnPremConfig {
  endpoint: string;
  model: string;
  apiKey: string;
  name: string;
  systemPrompt: string;
  language: string;
  greeting: { enabled: boolean; instructions: string };
}

interface Manifest {
  modelType?: 'essence' | 'expression';
  image: { file: string; width: number; height: number };
  idle: { file: string; motion?: IdleMotion | null } | null;
  /** The movement clips (dynamics enabled when the bundle was made), played in quiet moments. */
  /** `tracks`: each clip's track (docs/face-rig.md), same order, null for one without. */
  movements?: { files: string[]; tracks?: Array<string | null> } | null;
  speech: SpeechFrames & {
    file: string;
    /** The face rig's file (face-rig.json) when the bundle has one. */
    rig?: string | null;
  };
}

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

const NEEDS_ENDPOINT =
  'I need an AI endpoint to answer. Set "endpoint" in config.json (for example http://localhost:11434/v1 for Ollama) and reload this page.';
const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;

/** Rough mouth shapes for a sentence: one per letter group, about 65 ms each (no phoneme timings offline). */
export function estimatedCues(text: string): { cues: VisemeCue[]; durationMs: number } {
  const cues: VisemeCue[] = [];
  let at = 0;
  for (const char of text.toLowerCase()) {
    const viseme = /[aá]/.test(char)
      ? 'open'
      : /[bmp]/.test(char)
        ? 'closed'
        : /[fv]/.test(char)
          ? 'teeth'
          : /[eéi]/.test(char)
            ? 'wide'
            : /[oóuw]/.test(char)
              ? 'round'
              : /[a-z]/.test(char)
                ? 'slight'
                : 'rest';
    if (cues.at(-1)?.viseme !== viseme) cues.push({ startMs: at, viseme });
    at += /[\s,.;:!?]/.test(char) ? 90 : 65;
  }
  cues.push({ startMs: at, viseme: 'rest' });
  return { cues, durationMs: at + 200 };
}

/** A silent WAV of the given length: the clock the player's cues are timed against. */
function silentWav(durationMs: number): string {
  const rate = 8000;
  const samples = Math.ceil((durationMs / 1000) * rate);
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  new Uint8Array(buffer, 44).fill(128);
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
}

function say(player: AvatarPlayer, clock: HTMLAudioElement, text: string, language: string): Promise<void> {
  return new Promise((resolve) => {
    const { cues, durationMs } = estimatedCues(text);
    clock.src = silentWav(durationMs);
    player.speak(cues, { text });
    void clock.play().catch(() => undefined);
    const done = () => {
      player.silence();
      resolve();
    };
    if (!('speechSynthesis' in window)) return void setTimeout(done, durationMs);
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language === 'multi' ? 'en' : language;
    utterance.onend = done;
    utterance.onerror = done;
    window.speechSynthesis.speak(utterance);
    // Some systems have no voices: the text and the mouth still play.
    setTimeout(done, durationMs + 4000);
  });
}

async function ask(config: OnPremConfig, messages: Message[]): Promise<string> {
  const response = await fetch(`${config.endpoint.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({ model: config.model, messages, stream: false }),
  });
  if (!response.ok) throw new Error(`The endpoint answered ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
  const reply = body.choices?.[0]?.message?.content?.trim();
  if (!reply) throw new Error('The endpoint gave an empty answer');
  return reply;
}

function show(role: 'agent' | 'visitor' | 'note', text: string): void {
  const line = document.createElement('p');
  line.className = `line line--${role}`;
  line.textContent = text;
  $('#transcript').append(line);
  line.scrollIntoView({ block: 'end' });
}

async function main(): Promise<void> {
  const [config, manifest] = (await Promise.all([
    fetch('config.json').then((r) => r.json()),
    fetch('agent/manifest.json').then((r) => r.json()),
  ])) as [OnPremConfig, Manifest];
  document.title = config.name;
  $('#name').textContent = config.name;
  const canvas = $<HTMLCanvasElement>('#stage');
  const clock = $<HTMLAudioElement>('#clock');
  const { file: spriteFile, rig, ...layout } = manifest.speech;
  const player = createAvatarPlayer({
    canvas,
    imageUrl: `agent/${manifest.image.file}`,
    videoUrl: manifest.idle ? `agent/${manifest.idle.file}` : null,
    movementClips:
      manifest.movements?.files.map((file, i) => {
        const track = manifest.movements?.tracks?.[i];
        return { url: `agent/${file}`, trackUrl: track ? `agent/${track}` : null };
      }) ?? null,
    speech: { spriteUrl: `agent/${spriteFile}`, rigUrl: rig ? `agent/${rig}` : null, ...layout },
    idleMotion: manifest.idle?.motion ?? null,
    engine: manifest.modelType ?? 'essence',
  });
  player.attachAudio(clock);
  await player.ready.catch((error: unknown) => show('note', `The agent's files could not be loaded: ${String(error)}`));
  document.body.dataset.state = 'ready';

  const history: Message[] = [
    {
      role: 'system',
      content: `${config.systemPrompt}\n\nYou are ${config.name}. Your replies are spoken aloud: keep them short.`.trim(),
    },
  ];
  const reply = async (messages: Message[]) => {
    if (!config.endpoint) {
      show('note', NEEDS_ENDPOINT);
      await say(player, clock, NEEDS_ENDPOINT, 'en');
      return;
    }
    $('#status').textContent = 'Thinking…';
    try {
      const text = await ask(config, messages);
      history.push({ role: 'assistant', content: text });
      show('agent', text);
      $('#status').textContent = '';
      await say(player, clock, text, config.language);
    } catch (error) {
      $('#status').textContent = `No answer: ${error instanceof Error ? error.message : String(error)}`;
    }
  };

  $('#start').addEventListener('click', async () => {
    $('#start').hidden = true;
    $('#composer').hidden = false;
    document.body.dataset.state = 'started';
    const hello = `Hello, I'm ${config.name}.`;
    if (!config.endpoint) {
      show('agent', hello);
      await say(player, clock, hello, config.language);
      await reply([]);
    } else if (config.greeting.enabled && config.greeting.instructions) {
      await reply([
        ...history,
        {
          role: 'user',
          content: `(A visitor has just arrived. Speak first, following these opening instructions: ${config.greeting.instructions})`,
        },
      ]);
    }
    document.body.dataset.state = 'greeted';
  });

  $('#composer').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = $<HTMLInputElement>('#question');
    const question = input.value.trim();
    if (!question) return;
    input.value = '';
    show('visitor', question);
    history.push({ role: 'user', content: question });
    void reply(history);
  });
}

void main();
