import { answerOf } from './catalogue-products.js';
import { groundedGuard, unheldNumber } from './product-guard.js';

/** The most of the store's policy answer the model is told (a few FAQ entries). */
const POLICY_TOLD_CHARS = 900;
const ENTRIES_TOLD_MAX = 4;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** One entry of the answer: a sentence, or {question, answer} (or title / body / content). */
function entryOf(raw: unknown): string | null {
  const plain = text(raw);
  if (plain) return plain;
  const item = record(raw);
  if (!item) return null;
  const answer = text(item.answer) ?? text(item.body) ?? text(item.content) ?? text(item.text) ?? text(item.description);
  if (!answer) return null;
  const question = text(item.question) ?? text(item.title) ?? text(item.name);
  return question ? `${question} ${answer}` : answer;
}

/**
 * The text of what the store's policies tool answered (search_shop_policies_and_faqs): JSON, as
 * a list or {results | policies | faqs | answers | data: [...]}, or plain text; '' when it
 * answered nothing usable (markup is not a policy). Only the store's words: nothing is added.
 */
export function policyText(result: { content: unknown[]; structured?: unknown }): string {
  const answer = answerOf(result);
  if (answer === undefined) {
    const plain = result.content
      .map((part) => text(record(part)?.text) ?? '')
      .join('\n')
      .trim();
    return /^</.test(plain) ? '' : plain.slice(0, POLICY_TOLD_CHARS);
  }
  const body = record(answer);
  const list = Array.isArray(answer)
    ? answer
    : ([body?.results, body?.policies, body?.faqs, body?.answers, body?.data].find(Array.isArray) ?? [answer]);
  return list
    .map(entryOf)
    .filter((entry): entry is string => entry !== null)
    .slice(0, ENTRIES_TOLD_MAX)
    .map((entry) => `- ${entry}`)
    .join('\n')
    .slice(0, POLICY_TOLD_CHARS);
}

/** The policies as the model's context for this turn, with the instruction to answer only from them. */
export function policyNote(policies: string): string {
  return [
    "The store's policies say, for what the visitor is asking now:",
    policies,
    "Answer from this only, in one or two short spoken sentences of your own. If it does not answer the visitor's question, say you don't know the store's policy on that. Add no other rule, time, amount, place or detail. Plain sentences, no JSON.",
  ].join('\n');
}

/**
 * A judge of the model's sentences for a policy answer: true when a sentence holds a name, a
 * price or a number the store's answer does not ("within 60 days" when it says 30).
 */
export function policyGuard(policies: string, names: readonly string[] = []): (sentence: string) => boolean {
  const named = groundedGuard([policies], [policies], names);
  const unheld = unheldNumber([policies]);
  return (sentence) => named(sentence) || unheld(sentence);
}
