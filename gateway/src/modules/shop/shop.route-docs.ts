import type { RouteDoc } from '../route-doc.js';
import { ShopifyMcpBody, ValidateBody } from './validation.js';

export const shopRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/agents/:id/shopify', summary: 'The agent’s Shopify store settings', auth: 'signed-in' },
  {
    method: 'put',
    path: '/agents/:id/shopify',
    summary: 'Connect a Shopify store (its Storefront MCP) to the agent',
    auth: 'signed-in',
    body: ShopifyMcpBody,
  },
  {
    method: 'post',
    path: '/agents/:id/shopify/validate',
    summary: 'Check that a store answers as a Storefront MCP',
    auth: 'signed-in',
    body: ValidateBody,
  },
];
