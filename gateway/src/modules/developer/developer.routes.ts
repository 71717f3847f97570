import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { restHandler } from '../../http/rest-handler.js';
import { requestSessionOwner } from '../shared/developer-caller.js';
import { createApiKey } from './use-cases/create-api-key.js';
import { listApiKeys } from './use-cases/list-api-keys.js';
import { readApiKeyUsage } from './use-cases/read-api-key-usage.js';
import { revokeApiKey } from './use-cases/revoke-api-key.js';
import { rollApiKey } from './use-cases/roll-api-key.js';

/** The Developer tab's keys and their usage (issue 29): session only; the same use cases as the GraphQL twins. */
export function developerRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const owner = (req: Request) => requestSessionOwner(deps, req, 'API keys');

  router.get(
    '/developer/keys',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, keys: await listApiKeys(deps, await owner(req)) });
    }),
  );

  router.post(
    '/developer/keys',
    restHandler(logger, async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, ...(await createApiKey(deps, await owner(req), req.body)) });
    }),
  );

  router.delete(
    '/developer/keys/:id',
    restHandler(logger, async (req, res) => {
      const { id } = await revokeApiKey(deps, await owner(req), String(req.params.id));
      res.json({ success: true, revoked: id });
    }),
  );

  router.post(
    '/developer/keys/:id/roll',
    restHandler(logger, async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, ...(await rollApiKey(deps, await owner(req), String(req.params.id))) });
    }),
  );

  // Usage (issue 29): one key's, or all keys' together; ?from&to=YYYY-MM-DD, 30 days by default.
  router.get(
    '/developer/keys/:id/usage',
    restHandler(logger, async (req, res) => {
      const usage = await readApiKeyUsage(deps, await owner(req), String(req.params.id), req.query);
      res.json({ success: true, usage });
    }),
  );

  router.get(
    '/developer/usage',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, usage: await readApiKeyUsage(deps, await owner(req), null, req.query) });
    }),
  );

  return router;
}
