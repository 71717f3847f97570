import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { conversation, SNIFF_BYTES } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { fileTypeFromBuffer } from 'file-type';
import type { GatewayDeps } from '../../../http/context.js';
import { IncomingFile } from '../../shared/uploads/incoming-file.js';
import { sessionChecksOf } from '../session-checks.js';
import { SPEECH_MAX_BYTES, speechNotAudio, speechTooLarge } from '../speech-refusal.js';
import { heldSession } from '../validation.js';

/** What browsers record (MediaRecorder: WebM or Ogg Opus, Safari MP4) and plain files, by sniffed extension. */
const RECORDINGS: Record<string, { extension: string; contentType: string }> = {
  webm: { extension: 'webm', contentType: 'audio/webm' },
  ogg: { extension: 'ogg', contentType: 'audio/ogg' },
  oga: { extension: 'ogg', contentType: 'audio/ogg' },
  opus: { extension: 'ogg', contentType: 'audio/ogg' },
  wav: { extension: 'wav', contentType: 'audio/wav' },
  mp3: { extension: 'mp3', contentType: 'audio/mpeg' },
  m4a: { extension: 'm4a', contentType: 'audio/mp4' },
  mp4: { extension: 'mp4', contentType: 'audio/mp4' },
};

/**
 * POST /api/conversations/{sessionId}/speech: a spoken question as the raw body. The token is
 * checked before a byte is stored, the type is sniffed from the content (never the header),
 * the recording is streamed to the session's folder and the service transcribes and answers it.
 */
export async function sendConversationSpeech(
  deps: Pick<GatewayDeps, 'bus' | 'storage'>,
  input: { sessionId: unknown; sessionToken: unknown },
  body: IncomingMessage,
): Promise<{ turnId: string }> {
  const declared = Number(body.headers['content-length']);
  if (Number.isFinite(declared) && declared > SPEECH_MAX_BYTES) throw speechTooLarge();
  const held = heldSession(input);
  await sessionChecksOf(deps).check(held);

  // The counter of what was handed on is the file's own: let it refuse once past the limit.
  const file: IncomingFile = new IncomingFile(body, () => (file.bytes > SPEECH_MAX_BYTES ? speechTooLarge() : null));
  const head = await file.peek(SNIFF_BYTES);
  if (head.length === 0) throw new AppError('BAD_INPUT', 'The recording is empty.');
  const recording = RECORDINGS[(await fileTypeFromBuffer(head))?.ext ?? ''];
  if (!recording) {
    await file.discard();
    throw speechNotAudio();
  }
  const key = conversation.conversationSpeechKey(held.sessionId, randomUUID(), recording.extension);
  await deps.storage.put(key, file.body(), recording.contentType);
  try {
    return await deps.bus.request(conversation.sendSpeech, { ...held, audioKey: key, contentType: recording.contentType });
  } catch (error) {
    // Nobody will transcribe it: the recording goes.
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
