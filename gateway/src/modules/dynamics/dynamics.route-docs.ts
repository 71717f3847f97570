import type { RouteDoc } from '../route-doc.js';
import { GenerateBody, PutDynamicsBody, RegenerateBody } from './validation.js';

export const dynamicsRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/agents/:id/dynamics',
    summary: 'The agent’s movement videos and whether they play',
    auth: 'signed-in',
  },
  {
    method: 'put',
    path: '/agents/:id/dynamics',
    summary: 'Save the movement videos, mark them generating, or reset them (null)',
    auth: 'signed-in',
    body: PutDynamicsBody,
  },
  {
    method: 'post',
    path: '/generate-movements',
    summary: 'Generate five movement videos (250 credits; a job)',
    auth: 'signed-in',
    body: GenerateBody,
  },
  {
    method: 'post',
    path: '/regenerate-movements',
    summary: 'Regenerate the movement videos after a change',
    auth: 'signed-in',
    body: RegenerateBody,
  },
];
