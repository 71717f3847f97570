import { z } from 'zod';
import type { RouteDoc } from '../route-doc.js';
import { AnsweringBody, PdfBody, SiteBody, ToggleBody, VectorBody } from './use-cases/knowledge.js';
import { GenerateBody as SlidesBody } from './use-cases/slides.js';

export const knowledgeRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/agents/:id/knowledge',
    summary: 'The agent’s FAQ, its sources and how it answers from them',
    auth: 'signed-in',
  },
  {
    method: 'patch',
    path: '/agents/:id/knowledge',
    summary: 'How the agent answers from its FAQ',
    auth: 'signed-in',
    body: AnsweringBody,
  },
  {
    method: 'get',
    path: '/agents/:id/knowledge/faq.csv',
    summary: 'Download the agent’s FAQ as CSV',
    auth: 'signed-in',
    produces: 'text/csv',
  },
  {
    method: 'post',
    path: '/knowledge/toggle-rag',
    summary: 'Turn answering from the FAQ on or off',
    auth: 'signed-in',
    body: ToggleBody,
  },
  {
    method: 'post',
    path: '/knowledge/generate-vector-db',
    summary: 'Build the FAQ index from an uploaded CSV (a job)',
    auth: 'signed-in',
    body: VectorBody,
  },
  {
    method: 'post',
    path: '/knowledge/generate-faq-cerebrium',
    summary: 'Write a FAQ from a public website’s pages (a job)',
    auth: 'signed-in',
    body: SiteBody.extend({ url: z.string() }),
  },
  {
    method: 'post',
    path: '/knowledge/generate-faq-from-pdf',
    summary: 'Write a FAQ from an uploaded PDF (a job)',
    auth: 'signed-in',
    body: PdfBody,
  },
  { method: 'get', path: '/agents/:id/slides', summary: 'The agent’s slides and their scripts', auth: 'signed-in' },
  {
    method: 'post',
    path: '/knowledge/generate-slides',
    summary: 'Make slides from an uploaded PDF (a job)',
    auth: 'signed-in',
    body: SlidesBody,
  },
];
