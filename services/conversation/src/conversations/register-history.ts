import { conversation } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { getHistory } from './get-history.js';
import { getTranscript } from './get-transcript.js';

/**
 * Answers conversation.history.get (the owner's analytics) and conversation.transcript.get (a
 * session's transcript for its starter) in the `conversation` queue group.
 */
export function registerHistory(deps: ConversationDeps): void {
  deps.bus.serve(conversation.getHistory, (input) => getHistory(deps, input), 'conversation');
  deps.bus.serve(conversation.getTranscript, (input) => getTranscript(deps, input), 'conversation');
}
