import { conversation } from '@avatarium/contracts';

export type RichReply = conversation.RichReply;
export type Product = Extract<RichReply, { kind: 'products' }>['products'][number];

/** A TURN_RICH event's JSON as a rich reply (spec 002 2.13); null when it is none of the shapes. */
export function parseRichJson(json: string): RichReply | null {
  try {
    const parsed = conversation.RichReply.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The follow-up questions a slide or suggestion reply offers, in order, blanks left out. */
export function suggestedQuestions(reply: RichReply): string[] {
  if (reply.kind === 'products') return [];
  return [reply.question_1, reply.question_2, reply.question_3].filter((question): question is string =>
    Boolean(question?.trim()),
  );
}

/** Only web addresses become links and images: a model's reply must not smuggle in javascript: URLs. */
export function safeWebUrl(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** True while a streamed reply looks like the JSON of a rich reply: it is not shown raw. */
export function looksLikeJson(text: string): boolean {
  const head = text.trimStart();
  return head.startsWith('{') || head.startsWith('```');
}
