import { z } from 'zod';
import { CustomActionsBody } from '../agent-settings/validation.js';
import { ProvidersBody } from '../provider-keys/use-cases/agent-providers.js';
import type { RouteDoc } from '../route-doc.js';
import { PersonaBody } from '../voices/validation.js';
import { CategoryBody, DeleteBody, SharingBody, VisibilityBody } from './validation.js';

export const agentActionsRouteDocs: RouteDoc[] = [
  { method: 'post', path: '/agents/:id/vote', summary: 'Vote for a community agent (once per user)', auth: 'signed-in' },
  { method: 'post', path: '/agents/:id/clone', summary: 'Copy a public agent into the caller’s agents', auth: 'signed-in' },
  { method: 'delete', path: '/agents', summary: 'Delete one of the caller’s agents', auth: 'signed-in', body: DeleteBody },
  {
    method: 'patch',
    path: '/agents/:id',
    summary: 'Change an agent: visibility, persona, FAQ, slides, providers or custom actions (one kind per request)',
    description:
      'The body names what changes: `visibility` (+ `category`), persona fields (`name`, `description`, `system_prompt`, ' +
      '`language`, `gender`), `knowledge`, `slides`, `providers` or `custom_actions`.',
    auth: 'signed-in',
    body: z.union([VisibilityBody, PersonaBody, ProvidersBody, CustomActionsBody, z.object({}).catchall(z.unknown())]),
  },
  {
    method: 'patch',
    path: '/agents/:id/category',
    summary: 'Change the agent’s category',
    auth: 'signed-in',
    body: CategoryBody,
  },
  {
    method: 'put',
    path: '/agents/:id/sharing',
    summary: 'Anonymous access to the agent, or (with `share.deployment`) its deployment type',
    auth: 'signed-in',
    body: SharingBody,
  },
];
