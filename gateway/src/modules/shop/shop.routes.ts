import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { refusalError, type Outcome } from '../shared/refusal.js';
import { getShopifyMcp, setShopifyMcp, validateShopifyMcp } from './use-cases/shopify-mcp.js';

function settled<T extends object>(result: Outcome<T>): T {
  if (!result.ok) throw refusalError(result.error);
  return result;
}

/** The shop integration's calls (spec 003 section 7), each the twin of a GraphQL field. */
export function shopRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const caller = async (req: Request) => (await requestContext(deps, req)).user?.id ?? null;

  router.get(
    '/agents/:id/shopify',
    restHandler(
      logger,
      async (req, res) => {
        const { shopify_mcp } = settled(await getShopifyMcp(deps, await caller(req), req.params.id));
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
        const { shopify_mcp } = settled(await setShopifyMcp(deps, await caller(req), req.params.id, req.body));
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
        const { validation } = settled(await validateShopifyMcp(deps, await caller(req), req.params.id, req.body));
        res.json({ success: true, ...validation });
      },
      { failureBody: failureWithDefault('Failed to validate URL') },
    ),
  );

  return router;
}
