import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { signedInCaller } from '../shared/caller.js';
import {
  addKeyCommandOf,
  addProviderKey,
  listProviderKeys,
  PROVIDER_KEYS_SIGN_IN,
  removeProviderKey,
  testProviderKey,
} from './use-cases/provider-keys.js';

/** The /settings page's API (spec 001 section 7: GET /api/settings/providers; the writes are ours). */
export function providerKeysRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const caller = async (req: Request) => signedInCaller(await requestContext(deps, req), PROVIDER_KEYS_SIGN_IN);

  router.get(
    '/settings/providers',
    restHandler(
      logger,
      async (req, res) => {
        res.json({ success: true, providers: { entries: await listProviderKeys(deps, await caller(req)) } });
      },
      { failureBody: failureWithDefault('Failed to load') },
    ),
  );

  router.post(
    '/settings/providers',
    restHandler(
      logger,
      async (req, res) => {
        res.json({ success: true, entry: await addProviderKey(deps, await caller(req), addKeyCommandOf(req.body)) });
      },
      { failureBody: failureWithDefault('Save failed') },
    ),
  );

  router.delete(
    '/settings/providers/:id',
    restHandler(
      logger,
      async (req, res) => {
        res.json({ success: true, removed: await removeProviderKey(deps, await caller(req), String(req.params.id)) });
      },
      { failureBody: failureWithDefault('Remove failed') },
    ),
  );

  router.post(
    '/settings/providers/:id/test',
    restHandler(
      logger,
      async (req, res) => {
        res.json({ success: true, ...(await testProviderKey(deps, await caller(req), String(req.params.id))) });
      },
      { failureBody: failureWithDefault('The key could not be tested') },
    ),
  );

  return router;
}
