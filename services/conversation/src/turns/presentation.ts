import { slides, type conversation } from '@avatarium/contracts';
import { deadlineSignal } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationMessage } from '../conversations/conversation.js';
import type { ChatModel } from '../providers/types.js';

export type PresentationCommand = { kind: 'start' } | { kind: 'next' } | { kind: 'previous' } | { kind: 'goto'; slide: number };

type SlideReply = Extract<conversation.RichReply, { kind: 'slide' }>;

const DECK_TIMEOUT_MS = 1_500;
const QUESTIONS_TIMEOUT_MS = 6_000;
export const NEXT_SLIDE = 'Next slide';
export const START_AGAIN = 'Start the presentation again';

const DECK = String.raw`(?:presentation|slides|slide deck|deck|slideshow)`;
const START = [
  new RegExp(String.raw`^(?:please\s+)?(?:present|start|begin|show|give|run|play|walk me through)\b.*\b${DECK}\b`),
  /^(?:please\s+)?present(?:\s+it)?(?:\s+please)?$/,
  new RegExp(String.raw`\b(?:start|begin)\b.*\b(?:again|over|from the (?:start|beginning))\b|^${START_AGAIN.toLowerCase()}$`),
];
const NEXT = [
  /\bnext slide\b/,
  /^(?:(?:show me |go to |go on to )?(?:the )?next(?: one| page| please)?|continue|go on|keep going)$/,
];
const PREVIOUS = [
  /\b(?:previous|prior|last) slide\b/,
  /^(?:go )?back(?: one)?$|^previous(?: one| page)?$/,
  /\bgo back\b.*\bslide\b/,
];
const GOTO = /\b(?:slide|page)\s*(?:number\s*|no\.?\s*|#\s*)?(\d{1,3})\b/;

/**
 * What a visitor asks of a presenting agent, in plain words ("present the slides", "next
 * slide", "go back", "show slide 3"); null for anything else (the agent answers as usual).
 * English only for now: in other languages the agent presents from the viewer's buttons,
 * which send these English phrases.
 */
export function presentationCommand(text: string): PresentationCommand | null {
  const said = text
    .toLowerCase()
    .replace(/[.!?,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!said || said.length > 120) return null;
  const goto = GOTO.exec(said);
  if (goto) return { kind: 'goto', slide: Number(goto[1]) };
  if (NEXT.some((pattern) => pattern.test(said))) return { kind: 'next' };
  if (PREVIOUS.some((pattern) => pattern.test(said))) return { kind: 'previous' };
  if (START.some((pattern) => pattern.test(said))) return { kind: 'start' };
  return null;
}

/** The slide the agent showed last in this conversation (its latest slide reply). */
export function currentSlideOf(history: readonly ConversationMessage[]): number | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i]!;
    if (message.role !== 'agent') continue;
    // Read directly: a slide without a script was stored with an empty response.
    const shown = slideNumberOf(message.message);
    if (shown !== null) return shown;
  }
  return null;
}

/** The slide number of a stored slide reply (null for any other message). */
export function slideNumberOf(message: string): number | null {
  if (!message.startsWith('{')) return null;
  try {
    const stored = JSON.parse(message) as { kind?: unknown; slide_number?: unknown };
    return stored.kind === 'slide' && typeof stored.slide_number === 'number' ? stored.slide_number : null;
  } catch {
    return null;
  }
}

/** Where a command leads in a deck (positions, since deleted slides leave gaps in the numbers). */
export function targetPosition(command: PresentationCommand, numbers: readonly number[], current: number | null): number {
  const last = numbers.length - 1;
  const at = current === null ? -1 : numbers.indexOf(current);
  switch (command.kind) {
    case 'start':
      return 0;
    case 'next':
      return Math.min(at + 1, last);
    case 'previous':
      return Math.max(at - 1, 0);
    case 'goto': {
      const exact = numbers.indexOf(command.slide);
      return exact >= 0 ? exact : Math.max(0, Math.min(command.slide - 1, last));
    }
  }
}

/** Two questions a listener might ask about the slide, from the model; none when it cannot say. */
async function questionsAbout(chat: ChatModel, script: string, signal: AbortSignal): Promise<string[]> {
  if (!script.trim()) return [];
  const { signal: stop, done } = deadlineSignal(signal, QUESTIONS_TIMEOUT_MS);
  let text = '';
  try {
    for await (const piece of chat.stream({
      messages: [
        {
          role: 'system',
          content:
            'You suggest what a listener could ask next about a presentation slide. Reply with exactly two short questions, one per line, and nothing else.',
        },
        { role: 'user', content: `The slide says:\n${script.slice(0, 1_200)}` },
      ],
      maxTokens: 60,
      temperature: 0.3,
      signal: stop,
    })) {
      text += piece;
    }
  } catch {
    if (signal.aborted) throw signal.reason;
    // A slow or failing model: the slide is shown without suggestions of its own.
  } finally {
    done();
  }
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line.endsWith('?') && line.length >= 8 && line.length <= 120)
    .slice(0, 2);
}

/**
 * A presentation step when the visitor asks for one and the agent has slides on: the slide,
 * its script as what the agent says (the owner's words, spoken as written), and the next
 * questions (Next slide, then the model's). Null otherwise: the turn goes to the model.
 */
export async function slideTurn(
  deps: Pick<ConversationDeps, 'bus' | 'logger'>,
  agentId: string,
  question: string,
  history: readonly ConversationMessage[],
  chat: ChatModel,
  signal: AbortSignal,
): Promise<SlideReply | null> {
  const command = presentationCommand(question);
  if (!command) return null;
  const deck = await deps.bus
    .request(slides.presentationSlides, { agentId }, { timeoutMs: DECK_TIMEOUT_MS })
    .catch((error: unknown) => {
      deps.logger.debug('slides not consulted', { agentId, error: String(error) });
      return null;
    });
  if (!deck?.enabled || deck.slides.length === 0) return null;
  const ordered = [...deck.slides].sort((a, b) => a.slide_number - b.slide_number);
  const numbers = ordered.map((slide) => slide.slide_number);
  const position = targetPosition(command, numbers, currentSlideOf(history));
  const slide = ordered[position]!;
  const [suggested1, suggested2] = await questionsAbout(chat, slide.script, signal);
  return {
    kind: 'slide',
    response: slide.script.trim(),
    slide_number: slide.slide_number,
    image_url: slide.image_url,
    slide_count: ordered.length,
    question_1: position < ordered.length - 1 ? NEXT_SLIDE : START_AGAIN,
    ...(suggested1 ? { question_2: suggested1 } : {}),
    ...(suggested2 ? { question_3: suggested2 } : {}),
  };
}
