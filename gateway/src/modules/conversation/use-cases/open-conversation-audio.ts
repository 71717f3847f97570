import type { Readable } from 'node:stream';
import { conversation } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { sessionChecksOf } from '../session-checks.js';
import { AUDIO_CONTENT_TYPES, AudioFile, heldSession, type AudioExtension } from '../validation.js';

const AUDIO_NOT_FOUND = 'Audio not found';

/**
 * A sentence's audio (an event's audioUrl) for the session's holder: the key is built from
 * the session, so no token reaches another session's files, let alone anything else stored.
 */
export async function openConversationAudio(
  deps: Pick<GatewayDeps, 'bus' | 'storage'>,
  input: { sessionId: unknown; sessionToken: unknown; turnId: unknown; file: unknown },
): Promise<{ body: Readable; size: number; contentType: string }> {
  const held = heldSession(input);
  await sessionChecksOf(deps).check(held);
  const params = AudioFile.safeParse({ turnId: input.turnId, file: input.file });
  if (!params.success) throw new AppError('NOT_FOUND', AUDIO_NOT_FOUND);
  const [seq, extension] = params.data.file.split('.') as [string, AudioExtension];
  const key = conversation.conversationAudioKey(held.sessionId, params.data.turnId, Number(seq), extension);
  // Built from checked parts, so always true; kept as the rule this route stands on.
  if (!key.startsWith(conversation.conversationKeyPrefix(held.sessionId))) throw new AppError('NOT_FOUND', AUDIO_NOT_FOUND);
  const object = await deps.storage.stat(key);
  if (!object) throw new AppError('NOT_FOUND', AUDIO_NOT_FOUND);
  const { body } = await deps.storage.get(key);
  return { body, size: object.size, contentType: AUDIO_CONTENT_TYPES[extension] };
}
