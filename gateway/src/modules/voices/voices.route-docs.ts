import { z } from 'zod';
import type { RouteDoc } from '../route-doc.js';
import { CloneBody, DesignBody, TransactionQuery } from './use-cases/voice-design.js';
import { ApplyBody, GalleryQuery, PreviewBody } from './validation.js';

export const voicesRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/voice/gallery', summary: 'The built-in voices, by language', auth: 'optional', query: GalleryQuery },
  {
    method: 'get',
    path: '/voice/elevenlabs',
    summary: 'The voices of one of the caller’s ElevenLabs keys',
    auth: 'signed-in',
    query: z.object({ provider_id: z.string().optional() }),
  },
  {
    method: 'post',
    path: '/voice/preview',
    summary: 'A short sample of a voice (audio URL)',
    auth: 'signed-in',
    body: PreviewBody,
  },
  { method: 'post', path: '/voice/apply', summary: 'Give an agent a voice', auth: 'signed-in', body: ApplyBody },
  {
    method: 'post',
    path: '/voice/generate',
    summary: 'Design a voice from a description (a transaction; poll /voice/query)',
    auth: 'signed-in',
    body: DesignBody,
  },
  {
    method: 'post',
    path: '/voice/clone',
    summary: 'Clone a voice from an uploaded sample (a transaction)',
    auth: 'signed-in',
    body: CloneBody,
  },
  {
    method: 'get',
    path: '/voice/query',
    summary: 'A voice design or clone transaction’s state and preview',
    auth: 'signed-in',
    query: TransactionQuery,
  },
  {
    method: 'post',
    path: '/voice/reject',
    summary: 'Reject a designed or cloned voice',
    auth: 'signed-in',
    body: TransactionQuery,
  },
];
