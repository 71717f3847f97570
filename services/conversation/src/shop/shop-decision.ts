import { deadlineSignal } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ChatModel, ToolSpec } from '../providers/types.js';

/** How long the model may take to decide whether to call a tool (then the keyword rule decides). */
export const DECISION_TIMEOUT_MS = 2500;
/** The longest query the model may write (bounds the offline model's tokens). */
const QUERY_MAX_CHARS = 60;

/** What the store's tools are offered for: its catalogue search, its policies and FAQs, one product's details. */
export type ShopToolKind = 'search' | 'policies' | 'product';
export interface OfferedTool {
  kind: ShopToolKind;
  /** The store's own name of the tool (search_catalog, search_shop_policies_and_faqs, get_product...). */
  name: string;
  /** For a product tool: the titles of the products shown earlier, in order (the model names one). */
  products?: readonly string[];
}

const ABOUT: Record<Exclude<ShopToolKind, 'product'>, { description: string; query: string }> = {
  search: { description: "Search the store's product catalog.", query: 'What the shopper is looking for, in a few words.' },
  policies: {
    description: "Search the store's policies and FAQs: returns, refunds, shipping, delivery, payment, warranty, hours, privacy.",
    query: 'What the shopper asks about the store, in a few words.',
  },
};

// A product tool takes the name of one product already shown (the store's id is ours to add:
// a small model copies a title far better than an opaque id).
const specOf = (tool: OfferedTool): ToolSpec =>
  tool.kind === 'product'
    ? {
        name: tool.name,
        description: 'Get the price, sizes, colours, stock and details of one product the visitor was already shown.',
        parameters: {
          type: 'object',
          properties: {
            product: { type: 'string', enum: [...(tool.products ?? [])], description: 'Which of the shown products.' },
          },
          required: ['product'],
        },
      }
    : {
        name: tool.name,
        description: ABOUT[tool.kind].description,
        parameters: {
          type: 'object',
          properties: { query: { type: 'string', description: ABOUT[tool.kind].query, maxLength: QUERY_MAX_CHARS } },
          required: ['query'],
        },
      };

/**
 * Tool Use auto: the chat model is offered the selected tools in one request and picks one or
 * none (the cloud adapters by their native tool calls, the offline model by an answer under a
 * JSON grammar allowing each offered name with a query). `{tool, query}` when it calls one (its
 * own query, else null: the visitor's words), null when it calls none, undefined when it cannot
 * say (no tool choice, a failure, past DECISION_TIMEOUT_MS): the keyword rule decides then.
 */
export async function modelDecision(
  deps: Pick<ConversationDeps, 'logger'>,
  chat: ChatModel | undefined,
  tools: readonly OfferedTool[],
  question: string,
  signal: AbortSignal,
  timeoutMs = DECISION_TIMEOUT_MS,
): Promise<{ tool: OfferedTool; query: string | null; product?: string } | null | undefined> {
  if (!chat?.chooseTool || tools.length === 0) return undefined;
  const { signal: capped, done } = deadlineSignal(signal, timeoutMs);
  try {
    const call = await chat.chooseTool({
      messages: [
        { role: 'system', content: decisionInstructions(tools) },
        { role: 'user', content: question },
      ],
      tools: tools.map(specOf),
      signal: capped,
    });
    const tool = call && tools.find((offered) => offered.name === call.name);
    if (!call || !tool) return null;
    const query = typeof call.arguments.query === 'string' && call.arguments.query.trim() ? call.arguments.query.trim() : null;
    const product = tool.products?.find((title) => title === call.arguments.product);
    return { tool, query, ...(product ? { product } : {}) };
  } catch (error) {
    if (signal.aborted) return undefined;
    deps.logger.warn('tool choice failed', {
      error: capped.aborted ? 'no decision in time' : error instanceof Error ? error.message : error,
    });
    return undefined;
  } finally {
    done();
  }
}

/** The decision's instructions, with a few examples (a small offline model follows examples best). */
function decisionInstructions(tools: readonly OfferedTool[]): string {
  const search = tools.find((tool) => tool.kind === 'search')?.name;
  const policies = tools.find((tool) => tool.kind === 'policies')?.name;
  const call = (name: string | undefined, query: string) =>
    name ? JSON.stringify({ call: name, arguments: { query } }) : JSON.stringify({ call: 'none' });
  const none = JSON.stringify({ call: 'none' });
  const product = tools.find((tool) => tool.kind === 'product');
  // The catalogue search alone: the instructions the shop eval measured (eval/shop.eval.ts).
  if (search && !policies && !product) return searchOnlyInstructions(search, none);
  const rules = [
    search
      ? `Call ${search} whenever the visitor names, wants, looks for, asks about the price of or asks for a recommendation of any thing, even in few words. Most messages are about things to buy.`
      : 'The product catalogue cannot be searched: product questions call no tool.',
    policies
      ? `Call ${policies} only when the visitor asks how the store works: returning or exchanging, refunds, shipping or delivery (times, countries, costs), payment, warranty, cancelling an order, opening hours, privacy.`
      : 'Store policies (returns, refunds, shipping, hours, privacy) call no tool.',
    'Call no tool for greetings, thanks, jokes, small talk and questions about you.',
    ...(product ? productRules(product) : []),
  ];
  return [
    "You decide which of the store's tools, if any, must be called for the visitor's message.",
    ...rules,
    'Examples:',
    `Visitor: Have you got hiking boots? -> ${call(search, 'hiking boots')}`,
    `Visitor: Hi there! -> ${none}`,
    `Visitor: Can I send an item back after a month? -> ${call(policies, 'return window')}`,
    `Visitor: How much are the leather gloves? -> ${call(search, 'leather gloves')}`,
    `Visitor: Good evening, how is it going? -> ${none}`,
    `Visitor: Do you deliver to Ireland? -> ${call(policies, 'shipping countries')}`,
    `Visitor: What would make a nice present for my dad? -> ${call(search, 'gift for dad')}`,
    `Visitor: Something warm for winter nights, please. -> ${call(search, 'warm winter clothes')}`,
    `Visitor: What's your favourite colour? -> ${none}`,
  ].join('\n');
}

function searchOnlyInstructions(tool: string, none: string): string {
  const search = (query: string) => JSON.stringify({ call: tool, arguments: { query } });
  return [
    `You decide whether a store's product catalogue must be searched for the visitor's message. Search (call ${tool}) whenever the visitor names, wants, looks for, asks about the price of or asks for a recommendation of any thing, even in few words. Call no tool only for greetings, thanks, small talk, questions about you and store policies (returns, refunds, shipping, hours, privacy).`,
    'Examples:',
    `Visitor: Have you got hiking boots? -> ${search('hiking boots')}`,
    `Visitor: How much are the leather gloves? -> ${search('leather gloves')}`,
    `Visitor: Good evening, how is it going? -> ${none}`,
    `Visitor: What would make a nice present for my dad? -> ${search('gift for dad')}`,
    `Visitor: Can I send an item back after a month? -> ${none}`,
    `Visitor: Something warm for winter nights, please. -> ${search('warm winter clothes')}`,
    `Visitor: What's your favourite colour? -> ${none}`,
  ].join('\n');
}

/** With a product tool: the products shown earlier, in order, and when to ask about one of them. */
function productRules(tool: OfferedTool): string[] {
  const titles = tool.products ?? [];
  const about = (title: string | undefined) => JSON.stringify({ call: tool.name, arguments: { product: title ?? '' } });
  return [
    `The visitor was already shown these products, in this order: ${titles.map((title, index) => `${index + 1}. ${title}`).join('; ')}.`,
    `Call ${tool.name} with the product's exact name when the visitor asks about one of them (its price, size, colour, stock or more about it), also as "the second one" or "it"; search only for other things.`,
    `Visitor: How much is the ${titles.length > 1 ? 'second' : 'first'} one? -> ${about(titles[titles.length > 1 ? 1 : 0])}`,
    `Visitor: Tell me more about the ${titles[0]}. -> ${about(titles[0])}`,
  ];
}
