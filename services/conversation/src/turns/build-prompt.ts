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
): string {
  if (close)
    return `Your FAQ answers the visitor's next question ("${close.question}"). The owner's answer is: "${close.answer}" Give the visitor this answer in your own voice, keeping every fact and condition as it is (numbers, who may and who may not, exceptions), and add nothing else about the business.`;
  if (passages.length === 0)
    return `Your FAQ has nothing about the visitor's next question. Do not guess or make anything up about the business (what it sells or offers, prices, opening hours, rules, places): if the question is about the business, say "${unknownAnswer}" If it is small talk or general knowledge, answer briefly in character.`;
  const rows = passages.map((passage) => `- Q: ${passage.question}\n  A: ${passage.answer}`).join('\n');
  return `Answer the visitor's next question from these entries of your FAQ, in your own words, and only from them:\n${rows}`;
}

/**
 * Where the memory notes go among the `recent` turns: before the earliest visitor message since
 * which they are as they are now, i.e. where an earlier turn's prompt put them (right before its
 * question); at the end when they changed with the last exchange. Walked back over the window only:
 * once older turns are condensed, the notes change with every turn.
 */
function notesIndex(
  recent: readonly ConversationMessage[],
  older: number,
  notes: string,
  notesBefore: (end: number) => string | null,
): number {
  let at = recent.length;
  for (let index = recent.length - 1; index >= 0; index--) {
    if (recent[index]!.role !== 'user') continue;
    if (notesBefore(older + index) !== notes) break;
    at = index;
  }
  return at;
}

/**
 * The messages of one turn: the persona alone, the last `windowMessages` messages as turns (all
 * when undefined) with what the agent remembers of the whole conversation among them, the FAQ
 * note, the new question. Issue 24, offline latency: the local model keeps the evaluated start
 * of the previous prompt, and notes that changed inside the first message made it evaluate
 * everything after the persona again (first token 3-4.7 s at turns 2-3). Now each part stays
 * where it was: the memory notes where they were first given as they are (they move to the end
 * only when the last exchange changed them), the FAQ note (new every question) right before the
 * question and not kept. So the next prompt is this one, its reply and the new question, less
 * the FAQ note; when the notes change, from where they were.
 */
export function buildPrompt(
  persona: SessionPersona,
  history: ConversationMessage[],
  question: string,
  knowledge: string | null = null,
  windowMessages?: number,
): ChatMessage[] {
  const remember = (messages: ConversationMessage[]) => rememberConversation(messages, spokenOf, persona.name, windowMessages);
  const { recent, notes } = remember(history);
  const turns = recent.map((message): ChatMessage => ({
    role: message.role === 'user' ? 'user' : 'assistant',
    content: spokenOf(message),
  }));
  if (notes) {
    const older = history.length - recent.length;
    const at = notesIndex(recent, older, notes, (end) => remember(history.slice(0, end)).notes);
    turns.splice(at, 0, { role: 'system', content: notes });
  }
  return [
    { role: 'system', content: systemPromptOf(persona) },
    ...turns,
    ...(knowledge ? [{ role: 'system' as const, content: knowledge }] : []),
    { role: 'user', content: question },
  ];
}
