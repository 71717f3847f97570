import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { restHandler } from '../../http/rest-handler.js';
import { requestSessionOwner } from '../shared/developer-caller.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  rollWebhookSecret,
  updateWebhook,
} from './use-cases/manage-webhooks.js';
import { resendWebhookDelivery } from './use-cases/resend-webhook-delivery.js';
import { sendTestWebhook } from './use-cases/send-test-webhook.js';

/** The Developer tab's webhooks (issue 29): session only; the same use cases as the GraphQL twins. */
export function webhooksRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const idOf = (value: unknown) => String(value);
  const owner = (req: Request) => requestSessionOwner(deps, req, 'webhooks');

  router.get(
    '/developer/webhooks',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, endpoints: await listWebhooks(deps, await owner(req)) });
    }),
  );

  router.post(
    '/developer/webhooks',
    restHandler(logger, async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, ...(await createWebhook(deps, await owner(req), req.body)) });
    }),
  );

  router.patch(
    '/developer/webhooks/:id',
    restHandler(logger, async (req, res) => {
      const endpoint = await updateWebhook(deps, await owner(req), idOf(req.params.id), req.body);
      res.json({ success: true, endpoint });
    }),
  );

  router.delete(
    '/developer/webhooks/:id',
    restHandler(logger, async (req, res) => {
      const { id } = await deleteWebhook(deps, await owner(req), idOf(req.params.id));
      res.json({ success: true, deleted: id });
    }),
  );

  router.post(
    '/developer/webhooks/:id/roll-secret',
    restHandler(logger, async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, ...(await rollWebhookSecret(deps, await owner(req), idOf(req.params.id))) });
    }),
  );

  router.post(
    '/developer/webhooks/:id/test',
    restHandler(logger, async (req, res) => {
      const delivery = await sendTestWebhook(deps, await owner(req), idOf(req.params.id));
      res.json({ success: true, delivery });
    }),
  );

  router.get(
    '/developer/webhooks/:id/deliveries',
    restHandler(logger, async (req, res) => {
      const deliveries = await listWebhookDeliveries(deps, await owner(req), idOf(req.params.id));
      res.json({ success: true, deliveries });
    }),
  );

  router.post(
    '/developer/webhooks/:id/deliveries/:deliveryId/resend',
    restHandler(logger, async (req, res) => {
      const delivery = await resendWebhookDelivery(deps, await owner(req), idOf(req.params.id), idOf(req.params.deliveryId));
      res.json({ success: true, delivery });
    }),
  );

  return router;
}
