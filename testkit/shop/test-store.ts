import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { TEST_CATALOGUE, searchTestCatalogue, searchTestPolicies, type TestProduct } from './test-catalogue.js';

/**
 * How the test store behaves: `ok` serves the catalogue; `fail` answers HTTP 500 to everything;
 * `hang` never answers; `malformed` lists its tools but answers calls with text that is not the
 * Storefront shape; `no-tools` lists none; `not-mcp` is a web page at /api/mcp.
 */
export type TestStoreMode = 'ok' | 'fail' | 'hang' | 'malformed' | 'no-tools' | 'not-mcp';

export interface TestStore {
  /** What the owner types: http://127.0.0.1:{port} (the modal appends /api/mcp). */
  url: string;
  endpoint: string;
  /** Tool calls the store answered, in order (name and arguments). */
  calls: Array<{ name: string; args: Record<string, unknown> }>;
  /** JSON-RPC methods received, in order. */
  methods: string[];
  stop(): Promise<void>;
}

const storefrontProduct = (item: TestProduct) => ({
  product_id: item.product_id,
  title: item.title,
  description: item.description,
  url: item.url,
  image_url: item.image_url,
  price_range: { min: item.price.toFixed(2), max: item.price.toFixed(2), currency: 'USD' },
});

const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] });

/** The MCP server of the store: Storefront tool names and answer shapes, built with the real SDK. */
function storeServer(store: TestStore, mode: TestStoreMode, latencyMs: number): McpServer {
  const server = new McpServer({ name: 'test-store-storefront', version: '1.0.0' });
  const answer = async (name: string, args: Record<string, unknown>, value: unknown) => {
    store.calls.push({ name, args });
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return mode === 'malformed' ? { content: [{ type: 'text' as const, text: '<<not json at all>>' }] } : text(value);
  };
  if (mode === 'no-tools') return server;
  server.registerTool(
    'search_catalog',
    {
      description: "Search the store's product catalog by a shopper's words.",
      inputSchema: { query: z.string(), context: z.string().optional(), limit: z.number().int().optional() },
    },
    async (args) =>
      answer('search_catalog', args, { products: searchTestCatalogue(args.query, args.limit ?? 3).map(storefrontProduct) }),
  );
  server.registerTool(
    'lookup_catalog',
    { description: 'Look products up by their ids.', inputSchema: { product_ids: z.array(z.string()) } },
    async (args) =>
      answer('lookup_catalog', args, {
        products: TEST_CATALOGUE.filter((item) => args.product_ids.includes(item.product_id)).map(storefrontProduct),
      }),
  );
  server.registerTool(
    'get_product',
    { description: 'Details of one product.', inputSchema: { product_id: z.string() } },
    async (args) => {
      const item = TEST_CATALOGUE.find((entry) => entry.product_id === args.product_id);
      // The details: the search's fields plus the variants with their price and stock.
      const variants = (item?.variants ?? []).map((variant) => ({
        ...variant,
        price: { amount: item!.price.toFixed(2), currency: 'USD' },
      }));
      return answer('get_product', args, { product: item ? { ...storefrontProduct(item), variants } : null });
    },
  );
  server.registerTool(
    'search_shop_policies_and_faqs',
    {
      description: "Answers from the store's policies and FAQs.",
      inputSchema: { query: z.string(), context: z.string().optional() },
    },
    async (args) =>
      answer('search_shop_policies_and_faqs', args, {
        results: searchTestPolicies(args.query).map(({ question, answer: text }) => ({ question, answer: text })),
      }),
  );
  server.registerTool('get_cart', { description: 'The shopper cart.', inputSchema: { cart_id: z.string() } }, async (args) =>
    answer('get_cart', args, { cart: { id: args.cart_id, lines: [] } }),
  );
  server.registerTool(
    'update_cart',
    {
      description: 'Add or change cart lines.',
      inputSchema: { cart_id: z.string().optional(), lines: z.array(z.object({ product_id: z.string(), quantity: z.number() })) },
    },
    async (args) => answer('update_cart', args, { cart: { id: args.cart_id ?? 'cart-1', lines: args.lines } }),
  );
  return server;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined);
      } catch {
        resolve(undefined);
      }
    });
  });
}

/**
 * A Shopify-like store's Storefront MCP server on loopback, speaking the real protocol
 * (Streamable HTTP, JSON-RPC 2.0, stateless: a server and transport per request, as the SDK
 * documents). `latencyMs` delays every tool answer (the bench's fixed-latency store).
 */
export async function startTestStore(mode: TestStoreMode = 'ok', { latencyMs = 0 } = {}): Promise<TestStore> {
  const hanging = new Set<ServerResponse>();
  const store: TestStore = { url: '', endpoint: '', calls: [], methods: [], stop: async () => undefined };
  const http = createServer(async (req, res) => {
    const body = await readBody(req);
    const method = (body as { method?: unknown } | undefined)?.method;
    if (typeof method === 'string') store.methods.push(method);
    if (mode === 'hang') return void hanging.add(res);
    if (mode === 'fail') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('store is down');
    if (mode === 'not-mcp' || req.url !== '/api/mcp') {
      return void res.writeHead(mode === 'not-mcp' ? 200 : 404, { 'content-type': 'text/html' }).end('<html>shop</html>');
    }
    const server = storeServer(store, mode, latencyMs);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  store.url = `http://127.0.0.1:${port}`;
  store.endpoint = `${store.url}/api/mcp`;
  store.stop = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      http.closeAllConnections();
      http.close(() => resolve());
    });
  return store;
}
