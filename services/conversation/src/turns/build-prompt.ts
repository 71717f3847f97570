import { knowledge } from '@avatarium/contracts';
import type { ConversationMessage } from '../conversations/conversation.js';
import type { ChatMessage } from '../providers/types.js';
import type { SessionPersona } from '../sessions/session.js';
import { rememberConversation } from './conversation-memory.js';
import { slideNumberOf } from './presentation.js';
import { parseRichReply } from './rich-reply.js';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The persona's instructions, with what every spoken agent needs: its name, its language, brevity. */
export function systemPromptOf(persona: SessionPersona): string {
  const rules = [
    `You are ${persona.name}. Stay in character.`,
    `Always answer in ${languageName(persona.language)}.`,
    'Your replies are spoken aloud: keep them short and conversational (one to three sentences unless asked for more), with no markdown, lists or emoji.',
    'Never say that you are an AI or a language model, and do not start with your name or a label.',
  ];
  return [persona.systemPrompt.trim(), rules.join(' ')].filter(Boolean).join('\n\n');
}

/** What the model is asked when the agent speaks first: the owner's opening instructions. */
export function greetingRequest(instructions: string): string {
  return `(A visitor has just opened the conversation and has not said anything yet. Speak first, as yourself, following these opening instructions: ${instructions})`;
}

/** A stored rich reply is shown to the model as what was said (its response; a silent slide as the slide shown). */
function spokenOf(message: ConversationMessage): string {
  if (message.role !== 'agent') return message.message;
  const rich = parseRichReply(message.message);
  if (rich) return rich.response;
  const slide = slideNumberOf(message.message);
  return slide === null ? message.message : `(Slide ${slide} shown.)`;
}

/**
 * What the agent knows for this question from its FAQ (RAG on): the row the question closely
 * asks, alone (several rows made a 0.5B answer from the wrong one); else the rows found; or none,
 * in which case the model is told to say it does not know rather than guess.
 */
export function knowledgeNote(
  passages: ReadonlyArray<{ row: number; question: string; answer: string }>,
  unknownAnswer: string = knowledge.DEFAULT_UNKNOWN_ANSWER,
  close: { question: string; answer: string } | null = null,
  aboutTheVisitor = false,
): string {
  if (close)
    return `Your FAQ answers the visitor's next question ("${close.question}"). The owner's answer is: "${close.answer}" Give the visitor this answer in your own voice, keeping every fact and condition as it is (numbers, who may and who may not, exceptions), and add nothing else about the business.`;
  if (aboutTheVisitor)
    return `The visitor asks about themselves or something they told you earlier in this conversation: answer from what they said, in one short sentence, speaking to them as "you". If they did not say it, tell them you do not remember them saying it. Do not make up anything about the business.`;
  if (passages.length === 0)
    return `Your FAQ has nothing about the visitor's next question. Do not guess or make anything up about the business (what it sells or offers, prices, opening hours, rules, places): if the question is about the business, say "${unknownAnswer}" If it is small talk or general knowledge, answer briefly in character.`;
  // In the FAQ's own order: the rows a question finds change order while it is typed, and a
  // draft's note read ahead (draft-text.ts) is of use only if the sent question's is the same.
  const rows = [...passages]
    .sort((one, other) => one.row - other.row)
    .map((passage) => `- Q: ${passage.question}\n  A: ${passage.answer}`)
    .join('\n');
  return `Answer the visitor's next question from these entries of your FAQ, in your own words, and only from them:\n${rows}`;
}

/**
 * The messages of one turn: the persona with what the agent remembers of the whole conversation,
 * the last `windowMessages` messages as turns (all when undefined), the FAQ note, the new
 * question. Issue 24, offline latency: the local model keeps the evaluated start of the previous
 * prompt; the FAQ note, new every question, sat in the first message and made every turn with
 * RAG on evaluate the whole history again. Right before the question and not kept, it leaves the
 * next prompt = this one less the FAQ note, plus the reply and the new question. The memory notes
 * stay in the first message: moved next to the question (where they would also have kept the
 * prefix) the 0.5B said the visitor's facts as its own ("My name is Camille.") and the memory
 * eval fell from 95 % to 80 % (see docs/decisions/conversation-engines.md, "Warm prefix").
 */
export function buildPrompt(
  persona: SessionPersona,
  history: ConversationMessage[],
  question: string,
  knowledge: string | null = null,
  windowMessages?: number,
): ChatMessage[] {
  const { recent, notes } = rememberConversation(history, spokenOf, persona.name, windowMessages);
  return [
    { role: 'system', content: [systemPromptOf(persona), notes].filter(Boolean).join('\n\n') },
    ...recent.map((message): ChatMessage => ({
      role: message.role === 'user' ? 'user' : 'assistant',
      content: spokenOf(message),
    })),
    ...(knowledge ? [{ role: 'system' as const, content: knowledge }] : []),
    { role: 'user', content: question },
  ];
}

/**
 * What every next turn's prompt starts with: the persona with the memory notes and the window of
 * turns, up to (not with) the FAQ note and the question. Evaluated ahead while the visitor
 * listens or types (the session's start, the end of each turn), the turn itself then only
 * evaluates what it adds.
 */
export function promptStart(persona: SessionPersona, history: ConversationMessage[], windowMessages?: number): ChatMessage[] {
  return buildPrompt(persona, history, '', null, windowMessages).slice(0, -1);
}
