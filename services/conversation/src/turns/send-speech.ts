import type { conversation, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { activeHeldSession } from '../sessions/held-session.js';
import { checkRecording } from './read-recording.js';
import { startTurn } from './start-turn.js';

/** A spoken question the gateway stored in the session's speech folder: transcribed inside the turn. */
export async function sendSpeech(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.sendSpeech>,
): Promise<ReplyOf<typeof conversation.sendSpeech>> {
  const session = await activeHeldSession(deps, input);
  await checkRecording(deps, session.id, input.audioKey);
  return startTurn(deps, session, { source: 'speech', audioKey: input.audioKey, contentType: input.contentType });
}
