import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { uploadFailureOf } from '../shared/uploads/upload-failure.js';
import { confirmHeroshot, heroshotUploadUrl, removeMedia, uploadLogo } from './use-cases/collection-media.js';
import { getCollectionPage } from './use-cases/collection-page.js';
import {
  getAppSubscription,
  listCollectionPlans,
  setCollectionPlans,
  subscribeCollectionPlan,
  topUpCollectionSubscription,
} from './use-cases/collection-plans.js';
import { billingCaller } from '../shared/billing-caller.js';
import {
  createCollection,
  deleteCollection,
  getSharing,
  listCollections,
  setSharing,
  updateCollection,
} from './use-cases/manage-collections.js';
import { requestCaller, signedInCaller } from '../shared/caller.js';

/** Spec 001 section 7, Collections: the same use cases as the GraphQL fields. */
export function collectionsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const owner = async (req: Request) => signedInCaller(await requestContext(deps, req));
  const handle = (run: (req: Request) => Promise<object>) =>
    restHandler(logger, async (req, res) => {
      res.json({ success: true, ...(await run(req)) });
    });

  router.get(
    '/collections',
    handle(async (req) => ({ collections: await listCollections(deps, await owner(req)) })),
  );
  router.post(
    '/collections',
    handle(async (req) => ({ collection: await createCollection(deps, await owner(req), req.body) })),
  );
  router.put(
    '/collections/:id',
    handle(async (req) => ({ collection: await updateCollection(deps, await owner(req), req.params.id, req.body) })),
  );
  router.delete(
    '/collections/:id',
    handle(async (req) => deleteCollection(deps, await owner(req), req.params.id)),
  );
  router.delete(
    '/collections/:id/logo',
    handle(async (req) => ({ collection: await removeMedia(deps, await owner(req), req.params.id, 'logo') })),
  );
  router.get(
    '/collections/:id/heroshot/upload-url',
    handle(async (req) => heroshotUploadUrl(deps, await owner(req), req.params.id, req.query.ext)),
  );
  router.post(
    '/collections/:id/heroshot/confirm',
    handle(async (req) => ({ collection: await confirmHeroshot(deps, await owner(req), req.params.id, req.body) })),
  );
  router.delete(
    '/collections/:id/heroshot',
    handle(async (req) => ({ collection: await removeMedia(deps, await owner(req), req.params.id, 'heroshot') })),
  );
  router.get(
    '/collections/:id/sharing',
    handle(async (req) => getSharing(deps, await owner(req), req.params.id)),
  );
  router.put(
    '/collections/:id/sharing',
    handle(async (req) => setSharing(deps, await owner(req), req.params.id, req.body)),
  );
  // Collection plans (spec 001): what the collection offers, and the visitor's subscription to it.
  router.get(
    '/collections/:id/plans',
    handle(async (req) => listCollectionPlans(deps, req.params.id)),
  );
  router.put(
    '/collections/:id/plans',
    handle(async (req) => setCollectionPlans(deps, await owner(req), req.params.id, req.body)),
  );
  router.get(
    '/collections/:id/subscription',
    handle(async (req) => ({ subscription: await getAppSubscription(deps, await owner(req), req.params.id) })),
  );
  router.post(
    '/collections/:id/subscription',
    handle(async (req) => subscribeCollectionPlan(deps, billingCaller(await requestContext(deps, req)), req.params.id, req.body)),
  );
  router.post(
    '/collections/:id/subscription/top-up',
    handle(async (req) => topUpCollectionSubscription(deps, billingCaller(await requestContext(deps, req)), req.params.id)),
  );
  // The public page's data (/collections?userId&collectionId in the browser).
  router.get(
    '/collection-page',
    handle(async (req) => {
      const viewerId = await requestCaller(deps, req);
      const { collection, agents, isOwner } = await getCollectionPage(deps, viewerId, {
        userId: req.query.userId,
        collectionId: req.query.collectionId,
      });
      return { collection, agents, isOwner };
    }),
  );
  return router;
}

/** The logo arrives as a multipart stream: mounted before the JSON parser. */
export function collectionLogoRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.post('/collections/:id/logo', async (req, res) => {
    try {
      const ownerId = signedInCaller(await requestContext(deps, req));
      res.json({ success: true, collection: await uploadLogo(deps, ownerId, req.params.id, req) });
    } catch (error) {
      // Uploads answer as the upload routes do: 413 for too large, the storage's failure in the specs' words.
      const failure = uploadFailureOf(error, logger);
      if (!res.headersSent) res.status(failure.status).json({ success: false, error: failure.message, code: failure.code });
    }
  });
  return router;
}
