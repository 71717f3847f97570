import { z } from 'zod';
import { DEFAULT_SHOP_CURRENCY, matchShopCurrency } from './shop-currencies.js';
import { DEFAULT_SHOP_LANGUAGE, matchShopLanguage } from './shop-languages.js';

/**
 * The agent's shop integration (spec 003 sections 2.3, 3, 4, 5; issue 28): `shopify_mcp`,
 * stored on the agent. The store's MCP endpoint is `https://{host}/api/mcp`: the owner types
 * the host and the path is appended (the form every Shopify store's Storefront MCP server has).
 */

export const SHOP_URL_MAX_LENGTH = 2048;
export const SHOP_FUNCTIONS_MAX = 100;
export const SHOP_MCP_PATH = '/api/mcp';
export const URL_REQUIRED = 'URL is required';
export const INVALID_URL = 'Invalid URL';

export const ToolUse = z.enum(['auto', 'required']);
export type ToolUse = z.infer<typeof ToolUse>;

const FunctionName = z.string().trim().min(1).max(100);
const FunctionNames = z.array(FunctionName).max(SHOP_FUNCTIONS_MAX);

/** What is stored and read back: anything unknown reads as the spec's default (language en, currency dollar). */
export const ShopifyMcp = z.object({
  url: z.string().max(SHOP_URL_MAX_LENGTH).catch(''),
  language: z
    .unknown()
    .optional()
    .transform((value) => (matchShopLanguage(value) ?? DEFAULT_SHOP_LANGUAGE).label),
  currency: z
    .unknown()
    .optional()
    .transform((value) => (matchShopCurrency(value) ?? DEFAULT_SHOP_CURRENCY).name),
  enabled: z.boolean().catch(false),
  show_qr_code: z.boolean().catch(false),
  tool_use: ToolUse.catch('auto'),
  available_functions: FunctionNames.catch([]),
  selected_functions: FunctionNames.catch([]),
});
export type ShopifyMcp = z.infer<typeof ShopifyMcp>;

export const DEFAULT_SHOPIFY_MCP: ShopifyMcp = ShopifyMcp.parse({});

/** Fields of the stored block that change, each set on its own (concurrent saves of other fields stay). */
export const ShopifyMcpFields = z
  .object({
    url: z.string().max(SHOP_URL_MAX_LENGTH),
    language: z.string().max(100),
    currency: z.string().max(100),
    enabled: z.boolean(),
    show_qr_code: z.boolean(),
    tool_use: ToolUse,
    available_functions: FunctionNames,
    selected_functions: FunctionNames,
  })
  .partial();
export type ShopifyMcpFields = z.infer<typeof ShopifyMcpFields>;

/**
 * A PUT body (REST or GraphQL): every field optional (what is left out keeps its saved
 * value), a language or currency outside the lists refused, labels, codes and names alike
 * accepted and saved in the stored form (the language's label, the currency's name).
 */
export const ShopifyMcpChange = z.object({
  url: z.string().trim().max(SHOP_URL_MAX_LENGTH).optional(),
  language: z
    .string()
    .refine((value) => matchShopLanguage(value) !== undefined, 'language must be one of the listed languages')
    .transform((value) => matchShopLanguage(value)!.label)
    .optional(),
  currency: z
    .string()
    .refine((value) => matchShopCurrency(value) !== undefined, 'currency must be one of the listed currencies')
    .transform((value) => matchShopCurrency(value)!.name)
    .optional(),
  enabled: z.boolean().optional(),
  show_qr_code: z.boolean().optional(),
  tool_use: z.enum(ToolUse.options, { error: "tool_use must be 'auto' or 'required'" }).optional(),
  available_functions: FunctionNames.optional(),
  selected_functions: FunctionNames.optional(),
});
export type ShopifyMcpChange = z.infer<typeof ShopifyMcpChange>;

/**
 * The MCP endpoint of what the owner typed: a host (https assumed), or a full address whose
 * path ends before `/api/mcp` (an address already ending in it is taken as is). Only http(s);
 * undefined when it is not a web address.
 */
export function shopEndpointOf(url: string): string | undefined {
  const text = url.trim();
  if (text === '') return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return undefined;
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !parsed.hostname) return undefined;
  if (parsed.username || parsed.password) return undefined;
  const path = parsed.pathname.replace(/\/+$/, '').replace(/\/api\/mcp$/, '');
  return `${parsed.protocol}//${parsed.host}${path}${SHOP_MCP_PATH}`;
}
