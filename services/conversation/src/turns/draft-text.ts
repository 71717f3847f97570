import type { conversation, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { enginesForTurn } from '../provider-keys/personal-engines.js';
import { activeHeldSession } from '../sessions/held-session.js';
import { buildPrompt } from './build-prompt.js';
import { isConversational } from './grounding.js';

/**
 * What the visitor is typing, before it is sent (issue 24, offline latency). The offline model
 * evaluates the turn's prompt with the draft as the question and the start of its answer
 * (llm-worker.ts), while the visitor types: a question sent as typed then starts its answer from
 * one token instead of evaluating itself first (measured on the 1.5B: first token ~60 ms
 * against ~420 ms). A question that differs shares the prompt up to where it differs. Only the
 * model's warm gate decides whether it runs (skipped while any conversation talks, cancelled by
 * a turn of another); cloud engines have nothing to read ahead.
 */
export async function draftText(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.draftText>,
): Promise<ReplyOf<typeof conversation.draftText>> {
  const session = await activeHeldSession(deps, input);
  // The agent is answering: its reply is being written in the same model.
  if (session.currentTurnId !== null) return { readAhead: false };
  const engines = await enginesForTurn(deps, session.ownerId, session.keys);
  const prepare = engines.chat.prepare?.bind(engines.chat);
  if (!prepare) return { readAhead: false };
  const windowMessages = deps.settings.CONVERSATION_HISTORY_TURNS * 2;
  // The prompt a plain question gets (run-turn.ts): with the FAQ on, the turn adds its FAQ note
  // before the question, and what is shared ends there.
  const question = input.text.trim();
  // Typed whole ("…name?"): the model begins its answer too, as the turn will ask it (run-turn.ts),
  // while the visitor reaches for Enter; the turn that sends it as typed takes it over. Only where
  // the turn's prompt has no FAQ note: the FAQ is known to be off, or the question is not one for it.
  const plain = deps.knowledgeSwitches.get(session.agentId)?.enabled === false || isConversational(question);
  const answer = plain && readsWhole(question) ? { maxTokens: deps.settings.CONVERSATION_MAX_REPLY_TOKENS } : undefined;
  deps.conversations
    .messages(session.conversationId)
    .then((history) => prepare(buildPrompt(session.persona, history, question, null, windowMessages), answer))
    .catch((error: unknown) =>
      deps.logger.debug('the draft was not read ahead', { sessionId: session.id, error: String(error) }),
    );
  return { readAhead: true };
}

/** A draft that ends like a sentence (the composer sends those at once: draftScheduler.ts). */
function readsWhole(text: string): boolean {
  return /[?!.]["')\]]*$/.test(text);
}
