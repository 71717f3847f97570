import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { requestCaller, signedInCaller } from '../shared/caller.js';
import {
  restCommands,
  settleVoice,
  startVoiceClone,
  startVoiceDesign,
  transactionView,
  voiceTransaction,
} from './use-cases/voice-design.js';
import { applyVoice, getElevenLabsVoices, getVoiceGallery, previewVoice, SIGN_IN_FOR_VOICES } from './use-cases/voices.js';

/** The voice endpoints of spec 001 section 7 (the persona's PATCH shares /api/agents/{id} and is dispatched there). */
export function voicesRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  // Every voice path is for signed-in users (apply answers its own sign-in: the agent-action frame).
  const caller = async (req: Request) => signedInCaller(await requestContext(deps, req), SIGN_IN_FOR_VOICES);

  router.get(
    '/voice/gallery',
    restHandler(
      logger,
      async (req, res) => {
        await caller(req);
        const gallery = await getVoiceGallery(deps, req.query);
        res.json({ success: true, ...gallery });
      },
      { failureBody: failureWithDefault('Could not fetch voice gallery') },
    ),
  );

  router.get(
    '/voice/elevenlabs',
    restHandler(
      logger,
      async (req, res) => {
        const { voices } = await getElevenLabsVoices(deps, await caller(req), req.query);
        res.json({ success: true, voices });
      },
      { failureBody: failureWithDefault('Failed to load ElevenLabs voices') },
    ),
  );

  // The audio spoken now (or before), as a signed URL to play, with its length.
  router.post(
    '/voice/preview',
    restHandler(
      logger,
      async (req, res) => {
        await caller(req);
        const preview = await previewVoice(deps, req.body);
        res.json({
          success: true,
          audio_url: await deps.storage.signedUrl(preview.audioKey, 3600),
          content_type: preview.contentType,
          duration_ms: Math.round(preview.durationMs),
          cached: preview.cached,
        });
      },
      { failureBody: failureWithDefault('Failed to generate preview') },
    ),
  );

  router.post(
    '/voice/apply',
    restHandler(
      logger,
      async (req, res) => {
        const { agent } = await applyVoice(deps, await requestCaller(deps, req), req.body);
        res.json({ success: true, voice_id: agent.voice_id, gender: agent.gender });
      },
      { failureBody: failureWithDefault('Could not apply the selected voice') },
    ),
  );

  router.post(
    '/voice/generate',
    restHandler(
      logger,
      async (req, res) => {
        const { transaction_id } = await startVoiceDesign(deps, await caller(req), restCommands.design(req.body));
        res.json({ success: true, transaction_id });
      },
      { failureBody: failureWithDefault('Failed to generate voice. Please try again.') },
    ),
  );

  router.post(
    '/voice/clone',
    restHandler(
      logger,
      async (req, res) => {
        const context = await requestContext(deps, req);
        const { transaction_id } = await startVoiceClone(
          deps,
          signedInCaller(context, SIGN_IN_FOR_VOICES),
          restCommands.clone(req.body),
          context.host,
        );
        res.json({ success: true, transaction_id, error: null });
      },
      { failureBody: failureWithDefault('Failed to clone voice') },
    ),
  );

  router.get(
    '/voice/query',
    restHandler(
      logger,
      async (req, res) => {
        const transaction = await voiceTransaction(deps, await caller(req), req.query);
        res.json({ success: true, ...(await transactionView(deps.storage, transaction)) });
      },
      { failureBody: failureWithDefault('Unknown error occurred during voice generation') },
    ),
  );

  router.post(
    '/voice/reject',
    restHandler(
      logger,
      async (req, res) => {
        const transaction = await settleVoice(deps, await caller(req), restCommands.transaction(req.body), 'rejected');
        res.json({ success: true, status: transaction.status });
      },
      { failureBody: failureWithDefault('Could not reject the voice') },
    ),
  );

  return router;
}
