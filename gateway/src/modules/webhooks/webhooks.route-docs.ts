import type { RouteDoc } from '../route-doc.js';
import { CreateWebhookInput, UpdateWebhookInput } from './use-cases/webhook-input.js';

export const webhooksRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/developer/webhooks', summary: 'The caller’s webhook endpoints', auth: 'signed-in' },
  {
    method: 'post',
    path: '/developer/webhooks',
    summary: 'Add a webhook endpoint: its signing secret `whsec_…` is in this answer only',
    auth: 'signed-in',
    body: CreateWebhookInput,
  },
  {
    method: 'patch',
    path: '/developer/webhooks/:id',
    summary: 'Change an endpoint (URL, events, description, on/off)',
    auth: 'signed-in',
    body: UpdateWebhookInput,
  },
  { method: 'delete', path: '/developer/webhooks/:id', summary: 'Delete an endpoint', auth: 'signed-in' },
  {
    method: 'post',
    path: '/developer/webhooks/:id/roll-secret',
    summary: 'A new signing secret (shown once)',
    auth: 'signed-in',
  },
  { method: 'post', path: '/developer/webhooks/:id/test', summary: 'Send a test event to the endpoint', auth: 'signed-in' },
  { method: 'get', path: '/developer/webhooks/:id/deliveries', summary: 'The endpoint’s last 50 deliveries', auth: 'signed-in' },
  {
    method: 'post',
    path: '/developer/webhooks/:id/deliveries/:deliveryId/resend',
    summary: 'Send a delivery’s event again (same id and body)',
    auth: 'signed-in',
  },
];
