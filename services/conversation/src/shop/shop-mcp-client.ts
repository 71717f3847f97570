import type { AddressPolicy } from '@avatarium/platform';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { guardedFetch } from './guarded-fetch.js';

/** How we introduce ourselves to a store's MCP server (initialize's clientInfo). */
const CLIENT_INFO = { name: 'avatarium-agent', version: '1.0.0' };
/** tools/list pages followed at most (a store lists a dozen tools; a loop of cursors ends here). */
const TOOL_PAGES_MAX = 5;

export interface ShopTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface ShopConnection {
  tools(): Promise<ShopTool[]>;
  call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; content: unknown[]; structured?: unknown }>;
  close(): Promise<void>;
}

/**
 * A session with a store's MCP server over Streamable HTTP (JSON-RPC 2.0): connect and
 * initialize, then list or call tools. Everything it does ends by `signal` (the caller's
 * time cap); the address rules apply to every request.
 */
export async function connectShop(endpoint: string, policy: AddressPolicy, signal: AbortSignal): Promise<ShopConnection> {
  const client = new Client(CLIENT_INFO);
  const transport = new StreamableHTTPClientTransport(new URL(endpoint), {
    fetch: guardedFetch(policy),
    requestInit: { signal },
    // A store that closes its stream is not reconnected to: the caller's cap is short.
    reconnectionOptions: { maxReconnectionDelay: 0, initialReconnectionDelay: 0, reconnectionDelayGrowFactor: 1, maxRetries: 0 },
  });
  const options = { signal };
  await client.connect(transport, options);
  return {
    async tools() {
      const tools: ShopTool[] = [];
      // A server that does not declare tools offers none (tools/list would be 'method not found').
      if (!client.getServerCapabilities()?.tools) return tools;
      let cursor: string | undefined;
      for (let page = 0; page < TOOL_PAGES_MAX; page++) {
        const listed = await client.listTools(cursor ? { cursor } : undefined, options);
        for (const tool of listed.tools) {
          tools.push({ name: tool.name, description: tool.description ?? '', inputSchema: tool.inputSchema });
        }
        cursor = listed.nextCursor;
        if (!cursor) break;
      }
      return tools;
    },
    async call(name, args) {
      const result = await client.callTool({ name, arguments: args }, undefined, options);
      return {
        isError: result.isError === true,
        content: Array.isArray(result.content) ? result.content : [],
        structured: result.structuredContent,
      };
    },
    close: () => client.close().catch(() => undefined),
  };
}
