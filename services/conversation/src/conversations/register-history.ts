import { conversation } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { getHistory } from './get-history.js';

/** Answers conversation.history.get (the owner's analytics) in the `conversation` queue group. */
export function registerHistory(deps: ConversationDeps): void {
  deps.bus.serve(conversation.getHistory, (input) => getHistory(deps, input), 'conversation');
}
