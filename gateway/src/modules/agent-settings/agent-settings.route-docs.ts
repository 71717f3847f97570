import type { RouteDoc } from '../route-doc.js';
import { OnPremQuery } from './use-cases/on-prem-bundle.js';
import { ConversationBudgetBody, ModelBody, UiOverlayBody } from './validation.js';
import { z } from 'zod';

export const agentSettingsRouteDocs: RouteDoc[] = [
  {
    method: 'put',
    path: '/agents/:id/model',
    summary: 'Switch the agent between Essence and Expression',
    auth: 'signed-in',
    body: ModelBody,
  },
  {
    method: 'get',
    path: '/agents/:id/ui-overlay',
    summary: 'The agent’s UI overlay (QR codes, foreground, borders), as the viewer draws it',
    auth: 'optional',
    query: z.object({ share: z.string().optional() }),
  },
  {
    method: 'put',
    path: '/agents/:id/ui-overlay',
    summary: 'Save the agent’s UI overlay',
    auth: 'signed-in',
    body: UiOverlayBody,
  },
  {
    method: 'post',
    path: '/agents/:id/ui-overlay/foreground',
    summary: 'Upload the overlay’s foreground image (multipart form: file)',
    auth: 'signed-in',
    upload: 'multipart',
  },
  {
    method: 'put',
    path: '/agents/:id/conversation-budget',
    summary: 'The agent’s monthly conversation budget in credits (null: no limit)',
    auth: 'signed-in',
    body: ConversationBudgetBody,
  },
  {
    method: 'get',
    path: '/agents/:id/on-prem-bundle',
    summary: 'Download the On-Premises bundle: a static page with the avatar player and the agent',
    auth: 'signed-in',
    query: OnPremQuery,
    produces: 'application/zip',
  },
  {
    method: 'get',
    path: '/agents/:id/model-bundle',
    summary: 'Download the agent bundle (.imx) with its movement clips while dynamics is enabled',
    auth: 'optional',
    produces: 'application/zip',
  },
  {
    method: 'get',
    path: '/overlay-images/:agentId/:file',
    summary: 'An uploaded overlay image',
    auth: 'public',
    produces: 'image/*',
  },
];
