import type { RouteDoc } from '../route-doc.js';
import { ShareUrlBody, ViewerUrlBody } from './validation.js';

export const sharingRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/viewer/generate-share-url',
    summary: 'An anonymous share link to one of the caller’s agents',
    auth: 'signed-in',
    body: ShareUrlBody,
  },
  {
    method: 'post',
    path: '/viewer/generate-url',
    summary: 'A viewer link with the caller’s parameters',
    auth: 'signed-in',
    body: ViewerUrlBody,
  },
];
