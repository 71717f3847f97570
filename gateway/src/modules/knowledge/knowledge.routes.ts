import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { siteFaqCommandOf, toggleRagCommandOf } from './rest-commands.js';
import { agentSlides, generateSlides } from './use-cases/slides.js';
import {
  agentKnowledge,
  faqCsv,
  generateFaqFromPdf,
  generateFaqFromSite,
  generateVectorDb,
  setAnswering,
  SIGN_IN_FOR_KNOWLEDGE,
  toggleRag,
} from './use-cases/knowledge.js';
import { signedInCaller } from '../shared/caller.js';

/** Spec 003 section 7, FAQ: the knowledge reads and the RAG switches (the CSV itself is saved by PATCH /api/agents/{id}). */
export function knowledgeRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const caller = async (req: Request) => signedInCaller(await requestContext(deps, req), SIGN_IN_FOR_KNOWLEDGE);

  router.get(
    '/agents/:id/knowledge',
    restHandler(
      logger,
      async (req, res) => {
        const state = await agentKnowledge(deps, await caller(req), req.params.id);
        res.json({ success: true, knowledge: state.knowledge, state });
      },
      { failureBody: failureWithDefault('Failed to load knowledge data') },
    ),
  );

  router.patch(
    '/agents/:id/knowledge',
    restHandler(
      logger,
      async (req, res) => {
        const state = await setAnswering(deps, await caller(req), req.params.id, req.body);
        res.json({ success: true, knowledge: state.knowledge, state });
      },
      { failureBody: failureWithDefault('Failed to save the FAQ settings') },
    ),
  );

  router.get(
    '/agents/:id/knowledge/faq.csv',
    restHandler(
      logger,
      async (req, res) => {
        const file = await faqCsv(deps, await caller(req), req.params.id);
        res.setHeader('content-type', 'text/csv; charset=utf-8');
        res.setHeader('content-disposition', `attachment; filename="faq-${req.params.id}.csv"`);
        res.setHeader('content-length', String(file.size));
        file.body.pipe(res);
      },
      { failureBody: failureWithDefault('Failed to load knowledge data') },
    ),
  );

  router.post(
    '/knowledge/toggle-rag',
    restHandler(
      logger,
      async (req, res) => {
        const ownerId = await caller(req);
        const state = await toggleRag(deps, ownerId, toggleRagCommandOf(req.body));
        res.json({ success: true, knowledge: state.knowledge, state });
      },
      { failureBody: failureWithDefault('Failed to toggle RAG') },
    ),
  );

  router.post(
    '/knowledge/generate-vector-db',
    restHandler(
      logger,
      async (req, res) => {
        const context = await requestContext(deps, req);
        const state = await generateVectorDb(deps, signedInCaller(context, SIGN_IN_FOR_KNOWLEDGE), req.body, context.host);
        res.json({ success: true, knowledge: state.knowledge, state });
      },
      { failureBody: failureWithDefault('Failed to generate vector database') },
    ),
  );

  router.post(
    '/knowledge/generate-faq-cerebrium',
    restHandler(
      logger,
      async (req, res) => {
        const ownerId = await caller(req);
        const state = await generateFaqFromSite(deps, ownerId, siteFaqCommandOf(req.body));
        res.json({ success: true, message: 'FAQ generation started', error: null, knowledge: state.knowledge, state });
      },
      { failureBody: failureWithDefault('Failed to process website') },
    ),
  );

  router.post(
    '/knowledge/generate-faq-from-pdf',
    restHandler(
      logger,
      async (req, res) => {
        const context = await requestContext(deps, req);
        const state = await generateFaqFromPdf(deps, signedInCaller(context, SIGN_IN_FOR_KNOWLEDGE), req.body, context.host);
        res.json({ success: true, message: 'FAQ generation started', error: null, knowledge: state.knowledge, state });
      },
      { failureBody: failureWithDefault('Failed to process PDF') },
    ),
  );

  router.get(
    '/agents/:id/slides',
    restHandler(
      logger,
      async (req, res) => {
        const state = await agentSlides(deps, await caller(req), req.params.id);
        res.json({ success: true, slides: state?.slides ?? null, state });
      },
      { failureBody: failureWithDefault('Failed to load slides') },
    ),
  );

  router.post(
    '/knowledge/generate-slides',
    restHandler(
      logger,
      async (req, res) => {
        const context = await requestContext(deps, req);
        const state = await generateSlides(deps, signedInCaller(context, SIGN_IN_FOR_KNOWLEDGE), req.body, context.host);
        res.json({ success: true, slides: state.slides, state });
      },
      { failureBody: failureWithDefault('Failed to upload PDF') },
    ),
  );

  return router;
}
