import { conversation } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';

export const RECORDING_NOT_FOUND = 'We could not find the recording. Please record your question again.';
export const RECORDING_TOO_LARGE = 'The recording is too long. Please keep questions under a minute.';

/** A spoken question's key must lie in the session's own speech folder. */
export function isSessionRecording(sessionId: string, key: string): boolean {
  return key.startsWith(`${conversation.conversationKeyPrefix(sessionId)}speech/`) && !key.includes('..');
}

/** Checks a recording before its turn starts: the session's own, stored, not too large. */
export async function checkRecording(deps: Pick<ConversationDeps, 'storage' | 'settings'>, sessionId: string, key: string) {
  if (!isSessionRecording(sessionId, key)) throw new AppError('FORBIDDEN', 'This recording belongs to another conversation');
  const object = await deps.storage.stat(key).catch(() => null);
  if (!object) throw new AppError('NOT_FOUND', RECORDING_NOT_FOUND);
  if (object.size > deps.settings.CONVERSATION_SPEECH_MAX_BYTES) throw new AppError('BAD_INPUT', RECORDING_TOO_LARGE);
}

/** The recording's bytes (checked by checkRecording when the turn was accepted). */
export async function readRecording(
  deps: Pick<ConversationDeps, 'storage' | 'settings'>,
  sessionId: string,
  key: string,
): Promise<Buffer> {
  await checkRecording(deps, sessionId, key);
  const object = await deps.storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
