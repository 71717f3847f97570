import { catalog, shop, type conversation } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ChatModel } from '../providers/types.js';
import { catalogueProducts } from './catalogue-products.js';
import { productGuard, productNote } from './product-guard.js';
import { modelDecision } from './shop-decision.js';
import { connectShop } from './shop-mcp-client.js';
import { wantsProducts } from './shopping-intent.js';

type ProductsReply = Extract<conversation.RichReply, { kind: 'products' }>;

/** How long the store may take to answer a turn's search (connect, initialize, the call). */
export const SHOP_TOOL_TIMEOUT_MS = 2500;
/** The Storefront catalogue searches, in the order they are preferred. */
export const SEARCH_TOOLS = ['search_catalog', 'search_shop_catalog'] as const;
export const STORE_UNREACHABLE =
  "I couldn't reach the store just now, so I can't look up its products. Please try again in a moment.";

/**
 * The store's products for a turn: the model is told them (`note`) and recommends them, each of
 * its sentences judged by `rejects` (one that names another product stops it); the cards are
 * the search's products whatever the model says, its words their `response` (`replyWith`).
 */
export interface ShopShelf {
  kind: 'shelf';
  products: ProductsReply['products'];
  note: string;
  rejects: (sentence: string) => boolean;
  replyWith: (spoken: string) => ProductsReply;
}

/**
 * The store's products for this turn (a shelf the model answers from), or null for a normal
 * answer (spec 003 2.3, issue 28). With the integration enabled and a catalogue search among the
 * selected functions, `required` searches with the visitor's words every turn; `auto` lets the
 * model decide (and takes its query), the keyword rule deciding when it cannot. A store that
 * fails or does not answer within the cap gives a fixed reply saying so when the visitor asked
 * about products, else the normal answer; no products found is a normal answer.
 */
export async function shopTurn(
  deps: Pick<ConversationDeps, 'bus' | 'logger' | 'providerKeys'>,
  session: { agentId: string; ownerId: string; persona?: { name: string } },
  question: string,
  signal: AbortSignal,
  chat?: ChatModel,
): Promise<ProductsReply | ShopShelf | null> {
  if (!question.trim()) return null;
  const agent = await deps.bus
    .request(catalog.getAgent, { agentId: session.agentId, scope: { kind: 'owner', ownerId: session.ownerId } })
    .catch(() => null);
  const settings = agent?.shopify_mcp;
  const endpoint = settings?.enabled ? shop.shopEndpointOf(settings.url) : undefined;
  const tool = SEARCH_TOOLS.find((name) => settings?.selected_functions.includes(name));
  if (!settings || !endpoint || !tool) return null;
  const decided = settings.tool_use === 'auto' ? await modelDecision(deps, chat, tool, question, signal) : undefined;
  const asked = decided === undefined ? wantsProducts(question) : decided !== null;
  if (settings.tool_use === 'auto' && !asked) return null;
  const query = decided?.query ?? question;

  const currency = shop.matchShopCurrency(settings.currency) ?? shop.DEFAULT_SHOP_CURRENCY;
  const policy = { allowLoopback: deps.providerKeys.allowLoopback };
  let connection: Awaited<ReturnType<typeof connectShop>> | undefined;
  let products: ProductsReply['products'];
  const capped = AbortSignal.any([signal, AbortSignal.timeout(SHOP_TOOL_TIMEOUT_MS)]);
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
  const shown = { kind: 'products' as const, products, ...(settings.show_qr_code ? { show_qr_code: true } : {}) };
  return {
    kind: 'shelf',
    products,
    note: productNote(products),
    rejects: productGuard(products, session.persona ? [session.persona.name] : []),
    replyWith: (spoken) => ({ ...shown, response: spoken }),
  };
}
