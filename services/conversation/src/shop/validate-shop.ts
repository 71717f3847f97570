import type { shop } from '@avatarium/contracts';
import type { AddressPolicy } from '@avatarium/platform';
import { LOCAL_URLS_REFUSED } from './guarded-fetch.js';
import { connectShop } from './shop-mcp-client.js';

export const UNABLE_TO_CONNECT = 'Unable to connect to MCP endpoint';
export const NO_FUNCTIONS = 'The MCP endpoint lists no functions';

/** The reason a store could not be used, in the words the modal shows. */
export function shopFailureMessage(error: unknown, timeoutMs: number): string {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes(LOCAL_URLS_REFUSED)) return LOCAL_URLS_REFUSED;
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError' || /timed? ?out|aborted/i.test(cause.message)) {
      return `${UNABLE_TO_CONNECT}: no answer within ${timeoutMs / 1000} s`;
    }
    // The SDK's StreamableHTTPError carries the HTTP status as its code.
    const status = (cause as { code?: unknown }).code;
    if (typeof status === 'number' && status >= 300 && status < 600) return `${UNABLE_TO_CONNECT} (HTTP ${status})`;
  }
  return UNABLE_TO_CONNECT;
}

/**
 * Validation = connect, initialize, tools/list (spec 003 section 4; issue 28): the server's
 * list is the truth. A store that cannot be reached, is not an MCP server, or lists nothing
 * is an answer (`valid: false` and why), within `timeoutMs`.
 */
export async function validateShop(
  endpoint: string,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<{ valid: boolean; functions: shop.ShopFunction[]; error: string | null }> {
  const signal = AbortSignal.timeout(timeoutMs);
  let connection: Awaited<ReturnType<typeof connectShop>> | undefined;
  try {
    connection = await connectShop(endpoint, policy, signal);
    const tools = await connection.tools();
    if (tools.length === 0) return { valid: false, functions: [], error: NO_FUNCTIONS };
    const unique = [...new Map(tools.map((tool) => [tool.name, tool])).values()];
    return { valid: true, functions: unique.map(({ name, description }) => ({ name, description })), error: null };
  } catch (error) {
    return { valid: false, functions: [], error: shopFailureMessage(error, timeoutMs) };
  } finally {
    await connection?.close();
  }
}
