import { conversation } from '@avatarium/contracts';

type RichReply = conversation.RichReply;

/** True once the reply's start shows it is JSON (a rich reply), so it is not spoken as it streams. */
export function looksLikeJson(replyStart: string): boolean {
  const head = replyStart.trimStart();
  return head.startsWith('{') || head.startsWith('```');
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const priceOf = (value: unknown): string | null =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && value ? value : null;

function productsOf(raw: Record<string, unknown>) {
  const list = raw.products ?? raw.product_recommendations ?? raw.recommended_products;
  if (!Array.isArray(list)) return null;
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      title: text(item.title) ?? text(item.name) ?? text(item.product_name) ?? '',
      description: text(item.description),
      price: priceOf(item.price),
      image_url: text(item.image_url) ?? text(item.image),
      product_url: text(item.product_url) ?? text(item.url),
    }))
    .filter((product) => product.title);
}

function questionsOf(raw: Record<string, unknown>) {
  const questions: Partial<Record<'question_1' | 'question_2' | 'question_3', string>> = {};
  for (const key of ['question_1', 'question_2', 'question_3'] as const) {
    const question = text(raw[key]);
    if (question) questions[key] = question;
  }
  return questions;
}

/**
 * A model's reply as a rich reply (spec 002 2.13): a product list, a slide reply or a
 * suggestion reply, null for anything else (plain text). Products are given the spec's fields
 * (title, description, price, image_url, product_url), also when the model used the names
 * spec 003 lets analytics read (name or product_name, image, url).
 */
export function parseRichReply(reply: string): RichReply | null {
  const body = reply
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const fields = raw as Record<string, unknown>;
  const response = text(fields.response) ?? text(fields.message) ?? text(fields.text);
  if (!response) return null;
  const products = productsOf(fields);
  const questions = questionsOf(fields);
  const slide = fields.slide_number;
  let candidate: unknown = null;
  if (products) candidate = { kind: 'products', response, products };
  else if (typeof slide === 'number' && Number.isInteger(slide) && slide > 0)
    candidate = { kind: 'slide', response, slide_number: slide, ...questions };
  else if (questions.question_1) candidate = { kind: 'suggestions', response, ...questions };
  const parsed = conversation.RichReply.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
