import { catalog, shop, type conversation } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ChatModel } from '../providers/types.js';
import { catalogueProducts } from './catalogue-products.js';
import { connectShop } from './shop-mcp-client.js';
import { wantsProducts } from './shopping-intent.js';

type ProductsReply = Extract<conversation.RichReply, { kind: 'products' }>;

/** How long the store may take to answer a turn's search (connect, initialize, the call). */
export const SHOP_TOOL_TIMEOUT_MS = 2500;
/** The Storefront catalogue searches, in the order they are preferred. */
export const SEARCH_TOOLS = ['search_catalog', 'search_shop_catalog'] as const;
export const STORE_UNREACHABLE =
  "I couldn't reach the store just now, so I can't look up its products. Please try again in a moment.";
/** Products the spoken answer names; the cards show the rest. */
const NAMED_MAX = 3;

/** The spoken answer: it names only products the store returned, at most the first three. */
export function productSentence(products: readonly { title: string }[]): string {
  const names = products.slice(0, NAMED_MAX).map((product) => product.title);
  const listed = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  if (products.length > NAMED_MAX) return `I found ${products.length} products for you, including ${listed}.`;
  return `I found ${listed} for you.`;
}

/**
 * The store's products for this turn, or null for a normal answer (spec 003 2.3, issue 28).
 * With the integration enabled and a catalogue search among the selected functions, `required`
 * searches with the visitor's words every turn; `auto` lets the model decide where its engine
 * has native tool calls (and takes its query), else searches when the words ask about products. A
 * store that fails or does not answer within the cap gives a plain sentence saying so when the
 * visitor asked about products, else the normal answer; no products found is a normal answer.
 */
export async function shopTurn(
  deps: Pick<ConversationDeps, 'bus' | 'logger' | 'providerKeys'>,
  session: { agentId: string; ownerId: string },
  question: string,
  signal: AbortSignal,
  chat?: ChatModel,
): Promise<ProductsReply | null> {
  if (!question.trim()) return null;
  const agent = await deps.bus
    .request(catalog.getAgent, { agentId: session.agentId, scope: { kind: 'owner', ownerId: session.ownerId } })
    .catch(() => null);
  const settings = agent?.shopify_mcp;
  const endpoint = settings?.enabled ? shop.shopEndpointOf(settings.url) : undefined;
  const tool = SEARCH_TOOLS.find((name) => settings?.selected_functions.includes(name));
  if (!settings || !endpoint || !tool) return null;
  const capped = AbortSignal.any([signal, AbortSignal.timeout(SHOP_TOOL_TIMEOUT_MS)]);
  const decided = settings.tool_use === 'auto' ? await modelDecision(deps, chat, tool, question, capped) : undefined;
  const asked = decided === undefined ? wantsProducts(question) : decided !== null;
  if (settings.tool_use === 'auto' && !asked) return null;
  const query = decided?.query ?? question;

  const currency = shop.matchShopCurrency(settings.currency) ?? shop.DEFAULT_SHOP_CURRENCY;
  const policy = { allowLoopback: deps.providerKeys.allowLoopback };
  let connection: Awaited<ReturnType<typeof connectShop>> | undefined;
  let products: ProductsReply['products'];
  try {
    connection = await connectShop(endpoint, policy, capped);
    const result = await connection.call(tool, {
      query,
      context: `The shopper speaks ${settings.language} and pays in ${currency.code}.`,
    });
    if (result.isError) throw new Error('the store answered the search with an error');
    products = catalogueProducts(result, currency);
  } catch (error) {
    if (signal.aborted) return null;
    deps.logger.warn('shop search failed', { agentId: session.agentId, error: error instanceof Error ? error.message : error });
    return asked ? { kind: 'products', response: STORE_UNREACHABLE, products: [] } : null;
  } finally {
    void connection?.close();
  }
  if (products.length === 0) return null;
  return {
    kind: 'products',
    response: productSentence(products),
    products,
    ...(settings.show_qr_code ? { show_qr_code: true } : {}),
  };
}

/**
 * Tool Use auto with an engine that has native tool calls: the model is offered the search and
 * decides. `{query}` when it calls it (its own query, else the visitor's words), null when it
 * does not, undefined when it cannot say (no tool calls, a failure): the keyword rule decides.
 */
async function modelDecision(
  deps: Pick<ConversationDeps, 'logger'>,
  chat: ChatModel | undefined,
  tool: string,
  question: string,
  signal: AbortSignal,
): Promise<{ query: string | null } | null | undefined> {
  if (!chat?.chooseTool) return undefined;
  try {
    const call = await chat.chooseTool({
      messages: [
        {
          role: 'system',
          content: `You assist the shoppers of an online store. Call ${tool} when the visitor asks about products the store may sell; otherwise call no tool.`,
        },
        { role: 'user', content: question },
      ],
      tools: [
        {
          name: tool,
          description: "Search the store's product catalog.",
          parameters: {
            type: 'object',
            properties: { query: { type: 'string', description: 'What the shopper is looking for.' } },
            required: ['query'],
          },
        },
      ],
      signal,
    });
    if (!call) return null;
    const query = typeof call.arguments.query === 'string' && call.arguments.query.trim() ? call.arguments.query.trim() : null;
    return { query };
  } catch (error) {
    if (signal.aborted) return undefined;
    deps.logger.warn('tool choice failed', { error: error instanceof Error ? error.message : error });
    return undefined;
  }
}
