import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { conversation, knowledge } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { publishEvent } from '../events/publish-event.js';
import type { ConversationSession } from '../sessions/session.js';
import type { StoredTelemetry } from '../conversations/conversation.js';
import { recordTurnMetrics } from './turn-metrics.js';
import type { SpokenSentence } from '../providers/types.js';
import { abortable, TurnAborted, whenAborted } from './abortable.js';
import { buildPrompt, greetingRequest } from './build-prompt.js';
import { claimsAboutUncovered, claimsBusinessFact, noInformationAbout, saysItDoesNotKnow, uncoveredTopics } from './grounding.js';
import { visitorStatements } from './conversation-memory.js';
import { RowGuard } from './grounding-row.js';
import { faqHasNoAnswer, faqNoteFor, ownerAnswers } from './faq-note.js';
import { similarityTo, topicsNotMeant } from './knowledge-for.js';
import { slideTurn } from './presentation.js';
import { prepareNextTurn } from './prepare-next-turn.js';
import { ReplyCleaner } from './reply-cleaner.js';
import { sentenceBudget } from './reply-rules.js';
import { looksLikeJson, parseRichReply } from './rich-reply.js';
import { SentenceSplitter } from './sentence-splitter.js';
import { SpeechPipeline } from './speech-pipeline.js';
import { inStage, stageFailure, TurnFailure } from './stage-failure.js';
import { readRecording } from './read-recording.js';
import { enginesForTurn } from '../provider-keys/personal-engines.js';
import { shopTurn } from '../shop/shop-turn.js';

export type TurnInput =
  | { turnId: string; source: 'text'; text: string }
  | { turnId: string; source: 'speech'; audioKey: string; contentType: string }
  | { turnId: string; source: 'greeting'; instructions: string };

type Telemetry = conversation.TurnTelemetry;

const SOMETHING_WENT_WRONG = 'Something went wrong with this reply. Please try again.';
const NO_WORDS = 'We could not hear any words in the recording. Please try again.';

/**
 * One turn, streamed end to end: (speech -> transcript) -> the model's reply as deltas ->
 * sentences -> speech per sentence, stored and announced as each is ready -> done. Every
 * outcome is an event for the session's holder (done, interrupted or failed); nothing throws.
 */
export async function runTurn(
  deps: ConversationDeps,
  session: ConversationSession,
  input: TurnInput,
  signal: AbortSignal,
): Promise<void> {
  const { turnId } = input;
  const t0 = performance.now();
  const since = () => Math.round((performance.now() - t0) * 10) / 10;
  const publish = (event: conversation.ConversationEvent) => publishEvent(deps.bus, session.id, event, deps.now());
  const telemetry: Telemetry = { sttMs: null, llmFirstTokenMs: null, ttsFirstAudioMs: null, firstFrameMs: null, totalMs: null };
  const storeTelemetry = (fields: Partial<StoredTelemetry>) =>
    deps.conversations.recordTelemetry(session.conversationId, turnId, fields).catch((error: unknown) => {
      deps.logger.warn('turn telemetry not stored', { turnId, error });
    });
  const storeMessage = (role: 'user' | 'agent', message: string) =>
    deps.conversations.append(session.conversationId, { role, message, timestamp: deps.now(), turnId });

  // A failure of the voice stops the model too: the turn owns one controller for both.
  const stop = new AbortController();
  const relay = () => stop.abort();
  signal.addEventListener('abort', relay, { once: true });
  let failure: TurnFailure | null = null;
  let reply = '';
  // What the visitor hears and reads: the reply as the cleaner passes it on.
  let said = '';
  let mode: 'pending' | 'speech' | 'json' = 'pending';

  publish({ type: 'turn.started', turnId, source: input.source, text: input.source === 'text' ? input.text : '' });
  const started = storeTelemetry({ ...telemetry, startedAt: deps.now() });
  try {
    // The whole conversation: the window goes in as turns, the rest is remembered as notes.
    const history = deps.conversations.messages(session.conversationId);
    const windowMessages = deps.settings.CONVERSATION_HISTORY_TURNS * 2;
    const engines = await enginesForTurn(deps, session.ownerId, session.keys);
    let question: string;
    if (input.source === 'speech') {
      const audio = await Promise.race([readRecording(deps, session.id, input.audioKey), whenAborted(stop.signal)]);
      const heard = await Promise.race([
        inStage(
          'stt',
          () =>
            engines.recognizer.transcribe({
              audio,
              contentType: input.contentType,
              language: session.persona.language,
              signal: stop.signal,
            }),
          stop.signal,
        ),
        whenAborted(stop.signal),
      ]);
      telemetry.sttMs = since();
      question = heard.text.trim();
      publish({ type: 'turn.transcript', turnId, text: question });
      if (!question) throw new TurnFailure('NO_SPEECH', NO_WORDS);
    } else if (input.source === 'greeting') {
      question = greetingRequest(input.instructions);
    } else {
      question = input.text;
    }
    // "Present the slides", "next slide"...: the agent shows its deck instead of asking the model;
    // a question for the owner's store is answered from the products its search returned.
    const fixedOrShelf =
      input.source === 'greeting'
        ? null
        : ((await slideTurn(
            deps,
            session.agentId,
            question,
            (await history).slice(-windowMessages),
            engines.chat,
            stop.signal,
          )) ?? (await shopTurn(deps, session, question, stop.signal, engines.chat)));
    const shelf = fixedOrShelf?.kind === 'shelf' ? fixedOrShelf : null;
    const slide = fixedOrShelf?.kind === 'shelf' ? null : fixedOrShelf;
    const faq =
      input.source === 'greeting' || fixedOrShelf ? null : await faqNoteFor(deps, session.agentId, question, await history);
    const found = faq?.found ?? null;
    const close = faq?.close ?? null;
    const messages = buildPrompt(session.persona, await history, question, shelf?.note ?? faq?.note ?? null, windowMessages);
    // The FAQ has no answer: the owner's sentence instead of the model when they want answers
    // only from the FAQ; otherwise the model, with its claims about the business dropped.
    const unknown = faqHasNoAnswer(faq);
    const ownerReply = ownerAnswers(faq);
    // Rows found, but none about what the question names ("permits" when only "Where do I park?"
    // was found): sentences about it are dropped like claims, and the agent says it has nothing on it.
    const uncovered =
      found && !unknown
        ? await topicsNotMeant(deps, uncoveredTopics(question, found.passages, session.persona.systemPrompt), found.passages)
        : [];
    // The owner sees it among the questions the FAQ could not answer.
    if (uncovered.length > 0) deps.bus.publish(knowledge.recordUnanswered, { agentId: session.agentId, question });
    const guarded = unknown && !ownerReply ? unknown.unknownAnswer : uncovered.length > 0 ? noInformationAbout(uncovered) : null;
    const isClaim = uncovered.length > 0 ? (sentence: string) => claimsAboutUncovered(sentence, uncovered) : claimsBusinessFact;
    // A guarded reply's sentences are judged one by one; the first that fails stops the model.
    const rejects = shelf ? shelf.rejects : guarded ? isClaim : null;
    // Or, with a close row, judged against it: a first sentence that disagrees becomes the owner's answer.
    const rowGuard =
      close && found && !rejects ? new RowGuard(close, found.passages, (text, others) => similarityTo(deps, text, others)) : null;
    // The greeting's request is ours, not the visitor's: only the agent's words are kept.
    const userStored = input.source === 'greeting' ? Promise.resolve() : storeMessage('user', question);

    const pipeline = new SpeechPipeline(
      {
        speak: (text, stageSignal) =>
          inStage(
            'tts',
            () =>
              engines.speech.speak({
                text,
                voice: session.persona.voice,
                language: session.persona.language,
                signal: stageSignal,
              }),
            stageSignal,
          ),
        deliver: async (seq, text, spoken) => {
          telemetry.ttsFirstAudioMs ??= since();
          const audioKey = await storeAudio(deps, session.id, turnId, seq, spoken);
          if (stop.signal.aborted) return;
          publish({
            type: 'turn.audio',
            turnId,
            seq,
            audioKey,
            contentType: spoken.contentType,
            durationMs: spoken.durationMs,
            text,
            visemes: spoken.visemes,
          });
        },
      },
      stop.signal,
      (error) => {
        failure = stageFailure('tts', error);
        stop.abort();
      },
    );
    // Guarded, a sentence is judged whole (no early clause) and shown once it passes.
    const splitter = new SentenceSplitter(rejects || rowGuard ? { firstClauseChars: 220 } : {});
    let blocked = false;
    let admitted = false;
    // Sentences held to the row wait for their verdict, in order.
    let checking = Promise.resolve();
    const sayGuarded = (sentence: string) => {
      publish({ type: 'turn.delta', turnId, text: said ? ` ${sentence}` : sentence });
      said += said ? ` ${sentence}` : sentence;
      pipeline.add(sentence);
    };
    // The owner's words (a FAQ row's answer, their "I don't know" sentence) are not judged: spoken
    // sentence by sentence like any reply, so the first is heard without waiting for the rest's audio.
    const sayOwnerText = (text: string) => {
      const pieces = new SentenceSplitter();
      [...pieces.push(text), ...pieces.flush()].forEach(sayGuarded);
    };
    const deliver = (sentence: string) => {
      if (rowGuard && mode === 'speech') {
        checking = checking
          .then(async () => {
            if (blocked || stop.signal.aborted) return;
            const verdict = await rowGuard.judge(sentence);
            // An interrupted turn says nothing more.
            if (stop.signal.aborted) return;
            if (verdict === 'say') return sayGuarded(sentence);
            blocked = true;
            // The owner wrote this answer: it is theirs to say, not words made up for the agent.
            if (verdict === 'replace') sayOwnerText(rowGuard.row.answer);
          })
          .catch((error: unknown) => deps.logger.warn('sentence not checked against its FAQ row', { turnId, error }));
        return;
      }
      if (!rejects) return pipeline.add(sentence);
      if (blocked || rejects(sentence)) {
        blocked = true;
        return;
      }
      admitted ||= saysItDoesNotKnow(sentence);
      sayGuarded(sentence);
    };
    const say = (text: string) => splitter.push(text).forEach(deliver);
    // With topics the FAQ does not cover, one sentence is kept for saying so.
    const budget = Math.max(
      1,
      sentenceBudget(session.persona, input.source === 'greeting' ? '' : question) - (uncovered.length > 0 ? 1 : 0),
    );
    // What the visitor said of themselves is said back as "you", never as the agent's own.
    const visitorSaid = visitorStatements(await history);
    const cleanerFor = () => new ReplyCleaner({ names: [session.persona.name], maxSentences: budget, visitorSaid });
    const cleaner = cleanerFor();
    const speak = (text: string) => {
      if (!text) return;
      if (!rejects && !(rowGuard && mode === 'speech')) {
        said += text;
        publish({ type: 'turn.delta', turnId, text });
      }
      say(text);
    };

    if (slide) {
      reply = JSON.stringify(slide);
      mode = 'json';
    } else if (ownerReply) {
      // The owner's own words, as written: the model is not asked.
      reply = ownerReply;
      mode = 'speech';
      speak(ownerReply);
    } else {
      try {
        // The model stops with the turn, or once the reply has its sentences.
        const modelStop = new AbortController();
        stop.signal.addEventListener('abort', () => modelStop.abort(), { once: true });
        const tokens = engines.chat.stream({
          messages,
          maxTokens: deps.settings.CONVERSATION_MAX_REPLY_TOKENS,
          signal: modelStop.signal,
        });
        for await (const piece of abortable(tokens, stop.signal)) {
          telemetry.llmFirstTokenMs ??= since();
          reply += piece;
          if (mode === 'pending') {
            if (!reply.trim()) continue;
            // A rich reply is JSON: it is held back and only its `response` is spoken.
            mode = looksLikeJson(reply) ? 'json' : 'speech';
            // Products are the search's, not the model's: its own product JSON is not used.
            if (mode === 'json' && shelf) blocked = true;
            else if (mode === 'json') continue;
            else speak(cleaner.push(reply));
          } else if (mode === 'speech') {
            speak(cleaner.push(piece));
          }
          if (cleaner.done || blocked) {
            modelStop.abort();
            break;
          }
        }
        if (mode === 'speech') {
          speak(cleaner.flush());
          splitter.flush().forEach(deliver);
          await checking;
          // Nothing said that it does not know (only claims, or nothing): the owner's sentence.
          if (guarded && !admitted && (blocked || !said || uncovered.length > 0)) sayOwnerText(guarded);
        }
      } catch (error) {
        if (failure || signal.aborted || error instanceof TurnAborted) throw error;
        throw stageFailure('llm', error);
      }
    }
    if (!reply.trim() && !shelf) throw stageFailure('llm', new Error('it gave an empty reply'));

    let spoken = said.trim();
    let stored = spoken;
    if (slide) {
      // The owner's script, as written (a slide without one is shown silently).
      publish({ type: 'turn.rich', turnId, reply: slide });
      spoken = slide.response;
      stored = JSON.stringify(slide);
    } else if (shelf) {
      // The search's cards with the model's words that passed (none: the cards are shown silently).
      const shown = shelf.replyWith(spoken);
      publish({ type: 'turn.rich', turnId, reply: shown });
      stored = JSON.stringify(shown);
    } else if (mode === 'json') {
      const parsed = parseRichReply(reply);
      // The model's words are cleaned like any reply, also inside a rich reply.
      spoken = cleanAll(cleanerFor(), parsed ? parsed.response : reply.replace(/^\s*```.*$/gm, ''));
      const rich = parsed && { ...parsed, response: spoken };
      if (rich) publish({ type: 'turn.rich', turnId, reply: rich });
      stored = rich ? JSON.stringify(rich) : spoken;
    }
    if (mode === 'json' && !shelf) {
      publish({ type: 'turn.delta', turnId, text: spoken });
      say(spoken);
    }
    if (!spoken && !slide && !shelf) throw stageFailure('llm', new Error('it gave an empty reply'));
    splitter.flush().forEach(deliver);
    await checking;
    await pipeline.finish();
    if (failure) throw failure;
    telemetry.totalMs = since();
    await userStored;
    await storeMessage('agent', stored);
    await started;
    await storeTelemetry(telemetry);
    const sources = (found?.passages ?? []).map((passage) => ({ row: passage.row, question: passage.question }));
    publish({ type: 'turn.done', turnId, text: spoken, telemetry, sources });
    recordTurnMetrics(telemetry, 'done');
    prepareNextTurn(deps, session, engines.chat, windowMessages);
  } catch (caught) {
    telemetry.totalMs = since();
    const error = failure ?? caught;
    if (!failure && (signal.aborted || error instanceof TurnAborted)) {
      publish({ type: 'turn.interrupted', turnId });
      recordTurnMetrics(telemetry, 'interrupted');
      // What the visitor saw streamed so far stays in the conversation.
      const partial = mode === 'speech' ? said.trim() : '';
      await Promise.all([partial ? storeMessage('agent', partial) : null, started.then(() => storeTelemetry(telemetry))]).catch(
        (storeError: unknown) => deps.logger.warn('interrupted turn not stored', { turnId, error: storeError }),
      );
      return;
    }
    const turnFailure =
      error instanceof TurnFailure ? error : error instanceof AppError ? new TurnFailure(error.code, error.message) : null;
    if (!turnFailure) deps.logger.error('turn failed', { turnId, sessionId: session.id, error });
    recordTurnMetrics(telemetry, 'failed');
    publish({
      type: 'turn.failed',
      turnId,
      code: turnFailure?.code ?? 'INTERNAL',
      message: turnFailure?.message ?? SOMETHING_WENT_WRONG,
    });
    await started.then(() => storeTelemetry(telemetry));
  } finally {
    signal.removeEventListener('abort', relay);
    stop.abort();
  }
}

/** A whole text through a cleaner. */
function cleanAll(cleaner: ReplyCleaner, text: string): string {
  return (cleaner.push(text) + cleaner.flush()).trim();
}

async function storeAudio(
  deps: Pick<ConversationDeps, 'storage'>,
  sessionId: string,
  turnId: string,
  seq: number,
  spoken: SpokenSentence,
): Promise<string> {
  const extension = spoken.contentType.includes('mpeg') ? 'mp3' : 'wav';
  const key = conversation.conversationAudioKey(sessionId, turnId, seq, extension);
  await deps.storage.put(key, Readable.from([spoken.audio]), spoken.contentType);
  return key;
}
