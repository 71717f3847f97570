import { shop } from '@avatarium/contracts';
import { deadlineSignal } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ChatModel } from '../providers/types.js';
import { shopSettingsOf } from './agent-shop-settings.js';
import { catalogueProducts } from './catalogue-products.js';
import { productGuard, productNote } from './product-guard.js';
import { policyGuard, policyNote, policyText } from './policy-answer.js';
import { modelDecision, type OfferedTool } from './shop-decision.js';
import { connectShop, type ShopConnection } from './shop-mcp-client.js';
import { wantsPolicies, wantsProducts } from './shopping-intent.js';
import { askedProduct, productAnswer } from './product-follow-up.js';
import { productArguments } from './product-arguments.js';
import type { ProductsReply, ShopShelf } from './shop-shelf.js';
import { asksAboutOne, shownProducts, type ShownProduct } from './shown-products.js';

/** How long the store may take to answer a turn's call (connect, initialize, the call). */
export const SHOP_TOOL_TIMEOUT_MS = 2500;
/** The Storefront catalogue searches, in the order they are preferred. */
export const SEARCH_TOOLS = ['search_catalog', 'search_shop_catalog'] as const;
/** The Storefront policies and FAQs search, and the names stores list it under. */
export const POLICY_TOOLS = [
  'search_shop_policies_and_faqs',
  'search_policies_and_faqs',
  'search_shop_policies',
  'search_policies',
] as const;
export const STORE_UNREACHABLE =
  "I couldn't reach the store just now, so I can't look up its products. Please try again in a moment.";
export const POLICIES_UNREACHABLE =
  "I couldn't reach the store just now, so I can't look up its policies. Please try again in a moment.";
export const POLICY_UNKNOWN = "I don't know the store's policy on that. The store itself can tell you.";
/** The store's tools for one product's details (UCP get_product, the older Storefront name, lookup_catalog). */
export const PRODUCT_TOOLS = ['get_product', 'get_product_details', 'lookup_catalog'] as const;

type ShopSession = { agentId: string; ownerId: string; conversationId?: string; persona?: { name: string } };
type ShopDeps = Pick<ConversationDeps, 'bus' | 'logger' | 'providerKeys' | 'shopSettings'> & {
  conversations?: Pick<ConversationDeps['conversations'], 'messages'>;
};
type Chosen = { tool: OfferedTool; query: string; product?: ShownProduct };

/**
 * The store's answer for this turn (a shelf the model answers from, or a fixed reply), or null
 * for a normal answer (spec 003 2.3, issue 28). With the integration enabled, the selected
 * catalogue search, policies search and product tool (get_product, lookup_catalog: only about
 * products shown earlier in the conversation) are the tools: `required` asks the catalogue every
 * turn (a follow-up about a shown product by its id, else a search with the visitor's words);
 * `auto` offers the model the selected ones in one choice (and takes its query or product), the
 * keyword rules deciding when it cannot. A store that fails or does not
 * answer within the cap gives a fixed reply saying so when the visitor asked (else the normal
 * answer); no products found is a normal answer, no policy found says the agent does not know.
 */
export async function shopTurn(
  deps: ShopDeps,
  session: ShopSession,
  question: string,
  signal: AbortSignal,
  chat?: ChatModel,
): Promise<ProductsReply | ShopShelf | null> {
  if (!question.trim()) return null;
  const settings = await shopSettingsOf(deps, session);
  const endpoint = settings?.enabled ? shop.shopEndpointOf(settings.url) : undefined;
  if (!settings || !endpoint) return null;
  const selected = (names: readonly string[]) => names.find((name) => settings.selected_functions.includes(name));
  const search = selected(SEARCH_TOOLS);
  const policies = selected(POLICY_TOOLS);
  const productTool = selected(PRODUCT_TOOLS);
  // A product tool is offered only about products the visitor was shown (the store's ids).
  // `required` asks about one only for a follow-up's words: no read of the messages otherwise.
  const readsEarlier = productTool && (settings.tool_use !== 'required' || !search || asksAboutOne(question));
  const earlier = readsEarlier ? await shownEarlier(deps, session) : [];
  const product: OfferedTool | null =
    productTool && earlier.length > 0
      ? { kind: 'product', name: productTool, products: earlier.map(({ title }) => title) }
      : null;
  const offered: OfferedTool[] = [
    ...(search ? [{ kind: 'search' as const, name: search }] : []),
    ...(policies ? [{ kind: 'policies' as const, name: policies }] : []),
    ...(product ? [product] : []),
  ];
  if (offered.length === 0) return null;

  let chosen: Chosen | null;
  if (settings.tool_use === 'required' && search) {
    // Every turn asks the catalogue: about a product shown earlier, by its id (a search for
    // "the second one" finds nothing).
    chosen = askedProduct(product, earlier, question) ?? { tool: { kind: 'search', name: search }, query: question };
  } else {
    const decided = await modelDecision(deps, chat, offered, question, signal);
    if (decided === undefined) chosen = askedProduct(product, earlier, question) ?? keywordChoice(offered, question);
    else if (decided?.tool.kind === 'policies') chosen = { tool: decided.tool, query: decided.query ?? question };
    else {
      // The visitor's place words ("the second one") pick the product, else the model's pick; a
      // search or no call for a clear follow-up ("how much is the Rain Jacket?") asks about it too.
      chosen =
        askedProduct(product, earlier, question, decided?.product) ??
        (decided?.tool.kind === 'search' ? { tool: decided.tool, query: decided.query ?? question } : null);
    }
    // The small offline model leans to the policies for product questions ("anything waterproof
    // for a hike?"): a choice of the policies for words of buying and none of policies is the search's.
    if (chosen?.tool.kind === 'policies' && search && !wantsPolicies(question) && wantsProducts(question)) {
      chosen = { tool: { kind: 'search', name: search }, query: chosen.query };
    }
  }
  if (!chosen) return null;
  const currency = shop.matchShopCurrency(settings.currency) ?? shop.DEFAULT_SHOP_CURRENCY;
  const names = session.persona ? [session.persona.name] : [];
  const asked = chosen.product;
  if (asked) {
    // The tool's input schema from the store's tools/list says where the id goes.
    const byId = async (connection: ShopConnection) => {
      const listed = (await connection.tools()).find((tool) => tool.name === chosen.tool.name);
      const args = productArguments(listed?.inputSchema, asked.product_id);
      if (!args) throw new Error(`${chosen.tool.name} lists no input for a product id`);
      return args;
    };
    const result = await callStore(deps, session, endpoint, chosen.tool.name, byId, signal);
    if (result === 'aborted') return null;
    if (result === 'failed') return { kind: 'products', response: STORE_UNREACHABLE, products: [] };
    return productAnswer(result, asked, currency, settings.show_qr_code, names);
  }
  const args = { query: chosen.query, context: `The shopper speaks ${settings.language} and pays in ${currency.code}.` };
  const result = await callStore(deps, session, endpoint, chosen.tool.name, async () => args, signal);
  if (result === 'aborted') return null;
  if (chosen.tool.kind === 'policies') {
    if (result === 'failed') return { kind: 'products', response: POLICIES_UNREACHABLE, products: [] };
    const policyAnswer = policyText(result);
    if (!policyAnswer) return { kind: 'products', response: POLICY_UNKNOWN, products: [] };
    return {
      kind: 'shelf',
      products: [],
      note: policyNote(policyAnswer),
      rejects: policyGuard(policyAnswer, names),
      // No cards: the model's words alone (nothing left of them: the agent does not know).
      replyWith: (spoken) => ({ kind: 'products', products: [], response: spoken || POLICY_UNKNOWN }),
    };
  }
  if (result === 'failed') {
    return settings.tool_use === 'required' && !wantsProducts(question)
      ? null
      : { kind: 'products', response: STORE_UNREACHABLE, products: [] };
  }
  const products = catalogueProducts(result, currency);
  if (products.length === 0) return null;
  const shown = { kind: 'products' as const, products, ...(settings.show_qr_code ? { show_qr_code: true } : {}) };
  return {
    kind: 'shelf',
    products,
    note: productNote(products),
    rejects: productGuard(products, names),
    replyWith: (spoken) => ({ ...shown, response: spoken }),
  };
}

/** The products shown earlier in this conversation (none when its messages cannot be read). */
async function shownEarlier(deps: ShopDeps, session: ShopSession): Promise<ShownProduct[]> {
  if (!deps.conversations || !session.conversationId) return [];
  const messages = await deps.conversations.messages(session.conversationId).catch(() => []);
  return shownProducts(messages);
}

/** The keyword rules' choice (the model could not say): a policy question, else a product one. */
function keywordChoice(offered: readonly OfferedTool[], question: string): Chosen | null {
  const policies = offered.find((tool) => tool.kind === 'policies');
  if (policies && wantsPolicies(question)) return { tool: policies, query: question };
  const search = offered.find((tool) => tool.kind === 'search');
  if (search && wantsProducts(question)) return { tool: search, query: question };
  return null;
}

/** One call of the store's tool within SHOP_TOOL_TIMEOUT_MS: its result, 'failed', or 'aborted' (the turn ended). */
async function callStore(
  deps: ShopDeps,
  session: ShopSession,
  endpoint: string,
  tool: string,
  argsOf: (connection: ShopConnection) => Promise<Record<string, unknown>>,
  signal: AbortSignal,
): Promise<{ content: unknown[]; structured?: unknown } | 'failed' | 'aborted'> {
  const policy = { allowLoopback: deps.providerKeys.allowLoopback };
  let connection: Awaited<ReturnType<typeof connectShop>> | undefined;
  const { signal: capped, done } = deadlineSignal(signal, SHOP_TOOL_TIMEOUT_MS);
  try {
    connection = await connectShop(endpoint, policy, capped);
    const result = await connection.call(tool, await argsOf(connection));
    if (result.isError) throw new Error(`the store answered ${tool} with an error`);
    return result;
  } catch (error) {
    if (signal.aborted) return 'aborted';
    deps.logger.warn('shop tool call failed', {
      agentId: session.agentId,
      tool,
      error: error instanceof Error ? error.message : error,
    });
    return 'failed';
  } finally {
    done();
    void connection?.close();
  }
}
