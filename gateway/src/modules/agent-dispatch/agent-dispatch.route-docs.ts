import { z } from 'zod';
import { SharingBody, VisibilityBody } from '../agent-actions/validation.js';
import { CustomActionsBody } from '../agent-settings/validation.js';
import { ProvidersBody } from '../provider-keys/use-cases/agent-providers.js';
import type { RouteDoc } from '../route-doc.js';
import { PersonaBody } from '../voices/validation.js';

export const agentDispatchRouteDocs: RouteDoc[] = [
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
    method: 'put',
    path: '/agents/:id/sharing',
    summary: 'Anonymous access to the agent, or (with `share.deployment`) its deployment type',
    auth: 'signed-in',
    body: SharingBody,
  },
];
