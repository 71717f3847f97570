import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { requestCaller } from '../shared/caller.js';
import { getShopifyMcp, setShopifyMcp, validateShopifyMcp } from './use-cases/shopify-mcp.js';

/** The shop integration's calls (spec 003 section 7), each the twin of a GraphQL field. */
export function shopRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();

  router.get(
    '/agents/:id/shopify',
    restHandler(
      logger,
      async (req, res) => {
        const { shopify_mcp } = await getShopifyMcp(deps, await requestCaller(deps, req), req.params.id);
        res.json({ success: true, shopify_mcp });
      },
      { failureBody: failureWithDefault('Failed to load Shopify settings') },
    ),
  );

  router.put(
    '/agents/:id/shopify',
    restHandler(
      logger,
      async (req, res) => {
        const { shopify_mcp } = await setShopifyMcp(deps, await requestCaller(deps, req), req.params.id, req.body);
        res.json({ success: true, shopify_mcp, error: null });
      },
      { failureBody: failureWithDefault('Failed to update Shopify settings') },
    ),
  );

  router.post(
    '/agents/:id/shopify/validate',
    restHandler(
      logger,
      async (req, res) => {
        const { validation } = await validateShopifyMcp(deps, await requestCaller(deps, req), req.params.id, req.body);
        res.json({ success: true, ...validation });
      },
      { failureBody: failureWithDefault('Failed to validate URL') },
    ),
  );

  return router;
}
