import type { conversation, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { enginesForTurn } from '../provider-keys/personal-engines.js';
import { activeHeldSession } from '../sessions/held-session.js';
import { buildPrompt } from './build-prompt.js';
import { faqNoteFor, ownerAnswers } from './faq-note.js';

/**
 * What the visitor is typing, before it is sent (issue 24, offline latency). The offline model
 * evaluates the turn's prompt with the draft as the question and the start of its answer
 * (llm-worker.ts), while the visitor types: a question sent as typed then starts its answer from
 * one token instead of evaluating itself first (measured on the 1.5B: first token ~60 ms
 * against ~420 ms). A question that differs shares the prompt up to where it differs. With the
 * FAQ on, the draft is searched in the FAQ as the turn will search the question, and its note
 * goes in too (faq-note.ts): the note is most of what such a turn evaluates. Only the
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
  const question = input.text.trim();
  const isNewest = deps.drafts.begin(session.id);
  deps.conversations
    .messages(session.conversationId)
    .then(async (history) => {
      // The prompt the turn will build (run-turn.ts), its FAQ note included: the note (~80
      // tokens, new for every question) is evaluated while the visitor types, not after Enter.
      // Searched as typed so far, it is the sent question's note once the words that find it are in.
      const faq = await faqNoteFor(deps, session.agentId, question, history, { record: false });
      // A newer draft (or the question itself) came meanwhile: this one is not worth the model's time.
      if (!isNewest()) return;
      // Typed whole ("…park?"): the model begins its answer too, as the turn will ask it, while the
      // visitor reaches for Enter; the turn that sends it as typed takes it over. Not when the
      // owner's own sentence will answer it instead of the model.
      const answer =
        readsWhole(question) && !ownerAnswers(faq) ? { maxTokens: deps.settings.CONVERSATION_MAX_REPLY_TOKENS } : undefined;
      await prepare(buildPrompt(session.persona, history, question, faq.note, windowMessages), answer);
    })
    .catch((error: unknown) => deps.logger.debug('the draft was not read ahead', { sessionId: session.id, error: String(error) }))
    .finally(() => deps.drafts.end(session.id, isNewest));
  return { readAhead: true };
}

/** A draft that ends like a sentence (the composer sends those at once: draftScheduler.ts). */
function readsWhole(text: string): boolean {
  return /[?!.]["')\]]*$/.test(text);
}
