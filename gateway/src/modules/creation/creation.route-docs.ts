import type { RouteDoc } from '../route-doc.js';
import { ContinueGenerationBody, GenerateAgentBody } from './validation.js';

export const creationRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/generate-agent',
    summary: 'Create an agent from a prompt and optional image, video or audio (a generation job; watch it live)',
    auth: 'signed-in',
    body: GenerateAgentBody,
  },
  {
    method: 'post',
    path: '/continue-generation',
    summary: 'Continue a generation that waits for the face to be marked',
    auth: 'signed-in',
    body: ContinueGenerationBody,
  },
];
