import type { providerKeys } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationEngines } from '../providers/engines.js';
import { createAnthropicChatModel } from '../providers/http/llm/anthropic-chat-model.js';
import { createGoogleChatModel } from '../providers/http/llm/google-chat-model.js';
import { createOpenAiChatModel } from '../providers/http/llm/openai-chat-model.js';
import { createDeepgramSpeechRecognizer } from '../providers/http/stt/deepgram-speech-recognizer.js';
import { createOpenAiSpeechRecognizer } from '../providers/http/stt/openai-speech-recognizer.js';
import { createCartesiaSpeechSynthesizer } from '../providers/http/tts/cartesia-speech-synthesizer.js';
import { createElevenLabsSpeechSynthesizer } from '../providers/http/tts/elevenlabs-speech-synthesizer.js';
import { createOpenAiSpeechSynthesizer } from '../providers/http/tts/openai-speech-synthesizer.js';
import type { ChatModel, SpeechRecognizer, SpeechSynthesizer } from '../providers/types.js';
import type { SessionKeys } from './session-keys.js';

export { sessionKeysOf, type SessionKeys } from './session-keys.js';

type Platform = providerKeys.Platform;
type Endpoint = { apiKey: string; baseUrl?: string; allowLoopback: boolean };

/** Where each platform's adapter sends its calls; `override` (tests only) sends every platform to one server. */
export function endpointOf(platform: Platform, apiKey: string, deps: Pick<ConversationDeps, 'providerKeys'>): Endpoint {
  const override = deps.providerKeys.engineBaseOverride;
  const allowLoopback = deps.providerKeys.allowLoopback;
  const openAiShaped = platform === 'openai' || platform === 'deepseek';
  if (override) return { apiKey, allowLoopback, baseUrl: openAiShaped ? `${override}/v1` : override };
  return { apiKey, allowLoopback, baseUrl: platform === 'deepseek' ? 'https://api.deepseek.com' : undefined };
}

function chatModelFor(platform: Platform, endpoint: Endpoint): ChatModel | null {
  if (platform === 'openai') return createOpenAiChatModel(endpoint);
  if (platform === 'deepseek') return createOpenAiChatModel({ ...endpoint, model: 'deepseek-chat' });
  if (platform === 'anthropic') return createAnthropicChatModel(endpoint);
  if (platform === 'google') return createGoogleChatModel(endpoint);
  return null;
}

function recognizerFor(platform: Platform, endpoint: Endpoint): SpeechRecognizer | null {
  if (platform === 'openai') return createOpenAiSpeechRecognizer(endpoint);
  if (platform === 'deepgram') return createDeepgramSpeechRecognizer(endpoint);
  return null;
}

function synthesizerFor(platform: Platform, endpoint: Endpoint): SpeechSynthesizer | null {
  if (platform === 'openai') return createOpenAiSpeechSynthesizer(endpoint);
  if (platform === 'elevenlabs') return createElevenLabsSpeechSynthesizer(endpoint);
  if (platform === 'cartesia') return createCartesiaSpeechSynthesizer(endpoint);
  return null;
}

/** What this server can run with a personal key, per stage (a platform may offer more than we adapt). */
export const RUNNABLE: Record<'llm' | 'stt' | 'tts', readonly Platform[]> = {
  llm: ['openai', 'deepseek', 'anthropic', 'google'],
  stt: ['openai', 'deepgram'],
  tts: ['openai', 'elevenlabs', 'cartesia'],
};

/**
 * The engines of one turn: the owner's key where the agent names one, the platform's engines
 * elsewhere. A key the owner removed since (or a server without PROVIDER_KEYS_SECRET) falls
 * back to the platform's engine, as the Providers dialog promises. Keys are opened here, held
 * only by the adapters of this turn, and never logged.
 */
export async function enginesForTurn(
  deps: ConversationDeps,
  ownerId: string,
  keys: SessionKeys | undefined,
): Promise<Pick<ConversationEngines, 'chat' | 'speech' | 'recognizer'>> {
  const base = { chat: deps.engines.chat, speech: deps.engines.speech, recognizer: deps.engines.recognizer };
  if (!keys || !deps.providerKeys.cipher || !(keys.llm || keys.stt || keys.tts)) return base;
  const cipher = deps.providerKeys.cipher;
  const open = async (id: string | null | undefined) => {
    if (!id) return null;
    const entry = await deps.providerKeys.keys.find(ownerId, id);
    if (!entry) {
      deps.logger.warn('agent names a provider key that is gone; the platform default answers', { keyId: id });
      return null;
    }
    return { platform: entry.platform, endpoint: endpointOf(entry.platform, cipher.open(entry.sealed), deps) };
  };
  const [llm, stt, tts] = await Promise.all([open(keys.llm), open(keys.stt), open(keys.tts)]);
  return {
    chat: (llm && chatModelFor(llm.platform, llm.endpoint)) ?? base.chat,
    recognizer: (stt && recognizerFor(stt.platform, stt.endpoint)) ?? base.recognizer,
    speech: (tts && synthesizerFor(tts.platform, tts.endpoint)) ?? base.speech,
  };
}
