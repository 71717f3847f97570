import { z } from 'zod';
import type { RouteDoc } from '../route-doc.js';
import { Extension } from './use-cases/collection-media.js';
import { PlansInput, SubscribeInput } from './use-cases/collection-plans.js';
import { CreateInput, SharingInput, UpdateInput } from './use-cases/manage-collections.js';

export const collectionsRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/collections', summary: 'The caller’s collections of agents', auth: 'signed-in' },
  { method: 'post', path: '/collections', summary: 'Create a collection', auth: 'signed-in', body: CreateInput },
  { method: 'put', path: '/collections/:id', summary: 'Change a collection', auth: 'signed-in', body: UpdateInput },
  { method: 'delete', path: '/collections/:id', summary: 'Delete a collection', auth: 'signed-in' },
  {
    method: 'post',
    path: '/collections/:id/logo',
    summary: 'Upload the collection’s logo (multipart form: file)',
    auth: 'signed-in',
    upload: 'multipart',
  },
  { method: 'delete', path: '/collections/:id/logo', summary: 'Remove the collection’s logo', auth: 'signed-in' },
  {
    method: 'get',
    path: '/collections/:id/heroshot/upload-url',
    summary: 'Where to PUT the intro video (step 1 of 3)',
    auth: 'signed-in',
    query: z.object({ ext: Extension }),
  },
  {
    method: 'post',
    path: '/collections/:id/heroshot/confirm',
    summary: 'Use the uploaded file as the intro video (step 3 of 3)',
    auth: 'signed-in',
    body: z.object({ filePath: z.string().max(300) }),
  },
  { method: 'delete', path: '/collections/:id/heroshot', summary: 'Remove the intro video', auth: 'signed-in' },
  { method: 'get', path: '/collections/:id/sharing', summary: 'Whether the collection’s page is public', auth: 'signed-in' },
  {
    method: 'put',
    path: '/collections/:id/sharing',
    summary: 'Make the collection’s page public or private',
    auth: 'signed-in',
    body: SharingInput,
  },
  { method: 'get', path: '/collections/:id/plans', summary: 'The collection’s subscription plans', auth: 'optional' },
  {
    method: 'put',
    path: '/collections/:id/plans',
    summary: 'Set the collection’s subscription plans',
    auth: 'signed-in',
    body: PlansInput,
  },
  {
    method: 'get',
    path: '/collections/:id/subscription',
    summary: 'The caller’s subscription to the collection',
    auth: 'signed-in',
  },
  {
    method: 'post',
    path: '/collections/:id/subscription',
    summary: 'Subscribe to one of the collection’s plans',
    auth: 'signed-in',
    body: SubscribeInput,
  },
  {
    method: 'post',
    path: '/collections/:id/subscription/top-up',
    summary: 'Top up the caller’s collection subscription',
    auth: 'signed-in',
  },
  {
    method: 'get',
    path: '/collection-page',
    summary: 'A collection’s public page: the collection and its agents',
    auth: 'optional',
    query: z.object({ userId: z.string(), collectionId: z.string() }),
  },
];
