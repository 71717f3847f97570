import type { Logger } from '@avatarium/platform';
import type { ConversationConfig } from '../conversation-config.js';
import type { ConversationEngines } from './engines.js';
import { createAnthropicChatModel } from './http/llm/anthropic-chat-model.js';
import { createGoogleChatModel } from './http/llm/google-chat-model.js';
import { createOpenAiChatModel } from './http/llm/openai-chat-model.js';
import { createDeepgramSpeechRecognizer } from './http/stt/deepgram-speech-recognizer.js';
import { createOpenAiSpeechRecognizer } from './http/stt/openai-speech-recognizer.js';
import { createCartesiaSpeechSynthesizer } from './http/tts/cartesia-speech-synthesizer.js';
import { createElevenLabsSpeechSynthesizer } from './http/tts/elevenlabs-speech-synthesizer.js';
import { createOpenAiSpeechSynthesizer } from './http/tts/openai-speech-synthesizer.js';
import { createLocalChatModel } from './local/llm/local-chat-model.js';
import { createLocalSpeechRecognizer } from './local/stt/local-speech-recognizer.js';
import { createLocalSpeechSynthesizer } from './local/tts/local-speech-synthesizer.js';
import { VoiceActivity } from './local/voice-activity.js';
import type { ChatModel, SpeechRecognizer, SpeechSynthesizer } from './types.js';
import { unavailableChatModel, unavailableSpeechRecognizer, unavailableSpeechSynthesizer } from './unavailable-engines.js';

type Closable<T> = T & { close?: () => Promise<void> };

const missing = (provider: string, what: string) => `${provider} needs ${what}; set it, or choose the local engine.`;
const localMissing = (what: string, vars: string) =>
  `the offline ${what} is not installed here (${vars} unset; npm start prepares it).`;

function chatModelOf(config: ConversationConfig, logger: Logger, voice: VoiceActivity): Closable<ChatModel> {
  const http = { baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, allowLoopback: config.PROVIDERS_ALLOW_LOOPBACK };
  switch (config.LLM_PROVIDER) {
    case 'openai':
      // A keyless OpenAI-compatible server (Ollama, llama.cpp) is fine when a base URL is given.
      if (!config.OPENAI_API_KEY && !config.LLM_BASE_URL)
        return unavailableChatModel('openai', missing('OpenAI', 'OPENAI_API_KEY'));
      return createOpenAiChatModel({ ...http, apiKey: config.OPENAI_API_KEY ?? '' });
    case 'anthropic':
      if (!config.ANTHROPIC_API_KEY) return unavailableChatModel('anthropic', missing('Anthropic', 'ANTHROPIC_API_KEY'));
      return createAnthropicChatModel({ ...http, apiKey: config.ANTHROPIC_API_KEY });
    case 'google':
      if (!config.GOOGLE_API_KEY) return unavailableChatModel('google', missing('Google', 'GOOGLE_API_KEY'));
      return createGoogleChatModel({ ...http, apiKey: config.GOOGLE_API_KEY });
    case 'local':
      if (!config.LOCAL_LLM_RUNTIME_DIR || !config.LOCAL_LLM_MODEL_PATH)
        return unavailableChatModel('local', localMissing('language model', 'LOCAL_LLM_RUNTIME_DIR, LOCAL_LLM_MODEL_PATH'));
      return createLocalChatModel({
        runtimeDir: config.LOCAL_LLM_RUNTIME_DIR,
        modelPath: config.LOCAL_LLM_MODEL_PATH,
        logger,
        seed: config.LOCAL_LLM_SEED,
        threads: config.LOCAL_LLM_THREADS,
        voice,
      });
  }
}

function speechSynthesizerOf(config: ConversationConfig, logger: Logger, voice: VoiceActivity): Closable<SpeechSynthesizer> {
  const http = { baseUrl: config.TTS_BASE_URL, model: config.TTS_MODEL, allowLoopback: config.PROVIDERS_ALLOW_LOOPBACK };
  switch (config.TTS_PROVIDER) {
    case 'openai':
      if (!config.OPENAI_API_KEY) return unavailableSpeechSynthesizer('openai', missing('OpenAI speech', 'OPENAI_API_KEY'));
      return createOpenAiSpeechSynthesizer({ ...http, apiKey: config.OPENAI_API_KEY });
    case 'elevenlabs':
      if (!config.ELEVENLABS_API_KEY)
        return unavailableSpeechSynthesizer('elevenlabs', missing('ElevenLabs', 'ELEVENLABS_API_KEY'));
      return createElevenLabsSpeechSynthesizer({ ...http, apiKey: config.ELEVENLABS_API_KEY });
    case 'cartesia':
      if (!config.CARTESIA_API_KEY) return unavailableSpeechSynthesizer('cartesia', missing('Cartesia', 'CARTESIA_API_KEY'));
      return createCartesiaSpeechSynthesizer({ ...http, apiKey: config.CARTESIA_API_KEY });
    case 'local':
      if (!config.LOCAL_TTS_RUNTIME_DIR || !config.LOCAL_TTS_VOICE_DIR)
        return unavailableSpeechSynthesizer('local', localMissing('voice', 'LOCAL_TTS_RUNTIME_DIR, LOCAL_TTS_VOICE_DIR'));
      return createLocalSpeechSynthesizer({
        runtimeDir: config.LOCAL_TTS_RUNTIME_DIR,
        voiceDir: config.LOCAL_TTS_VOICE_DIR,
        logger,
        activity: voice,
      });
  }
}

function speechRecognizerOf(config: ConversationConfig, logger: Logger): Closable<SpeechRecognizer> {
  const http = { baseUrl: config.STT_BASE_URL, model: config.STT_MODEL, allowLoopback: config.PROVIDERS_ALLOW_LOOPBACK };
  switch (config.STT_PROVIDER) {
    case 'openai':
      if (!config.OPENAI_API_KEY) return unavailableSpeechRecognizer('openai', missing('OpenAI transcription', 'OPENAI_API_KEY'));
      return createOpenAiSpeechRecognizer({ ...http, apiKey: config.OPENAI_API_KEY });
    case 'deepgram':
      if (!config.DEEPGRAM_API_KEY) return unavailableSpeechRecognizer('deepgram', missing('Deepgram', 'DEEPGRAM_API_KEY'));
      return createDeepgramSpeechRecognizer({ ...http, apiKey: config.DEEPGRAM_API_KEY });
    case 'local':
      if (!config.LOCAL_STT_PYTHON || !config.LOCAL_STT_MODEL_DIR)
        return unavailableSpeechRecognizer('local', localMissing('speech recognition', 'LOCAL_STT_PYTHON, LOCAL_STT_MODEL_DIR'));
      return createLocalSpeechRecognizer({ pythonPath: config.LOCAL_STT_PYTHON, modelDir: config.LOCAL_STT_MODEL_DIR, logger });
  }
}

/**
 * Starts loading the offline engines among `engines` now, in the background (cloud engines have
 * nothing to load). One that cannot load is named in the log; a turn that needs it says so too.
 */
function loadNow(engines: Array<[engine: object, logger: Logger]>): void {
  for (const [engine, logger] of engines) {
    if (!('warm' in engine) || typeof engine.warm !== 'function') continue;
    (engine.warm as () => Promise<void>)().catch((error: unknown) => {
      logger.warn('an offline engine did not load at start', { error: error instanceof Error ? error.message : String(error) });
    });
  }
}

/**
 * The engines this deployment uses (env: LLM_PROVIDER, TTS_PROVIDER, STT_PROVIDER; local by
 * default), made once per process. An engine that cannot be made (no key, offline files
 * missing) is replaced by one that fails every turn with a message naming what is missing.
 * Local engines start their child process on first use, or at once with OFFLINE_ENGINES_AT_START.
 */
export function createEngines(config: ConversationConfig, logger: Logger): ConversationEngines {
  // The offline voice and chat model share the CPU: the model lends itself the voice's core while it is quiet.
  const voice = new VoiceActivity();
  const llmLog = logger.child({ engine: 'llm' });
  const ttsLog = logger.child({ engine: 'tts' });
  const sttLog = logger.child({ engine: 'stt' });
  const chat = chatModelOf(config, llmLog, voice);
  const speech = speechSynthesizerOf(config, ttsLog, voice);
  const recognizer = speechRecognizerOf(config, sttLog);
  if (config.OFFLINE_ENGINES_AT_START)
    loadNow([
      [chat, llmLog],
      [speech, ttsLog],
      [recognizer, sttLog],
    ]);
  return {
    chat,
    speech,
    recognizer,
    async close() {
      await Promise.allSettled([chat.close?.(), speech.close?.(), recognizer.close?.()]);
    },
  };
}
