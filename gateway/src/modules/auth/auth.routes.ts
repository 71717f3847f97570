import type { Logger } from '@avatarium/platform';
import { Router, type Request, type Response } from 'express';
import type { GatewayContext, GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import type { AuthResult } from './auth-result.js';
import { signedInCaller } from '../shared/caller.js';
import { requireUser } from '../shared/require-user.js';
import { saveSignUpReference } from './use-cases/save-sign-up-reference.js';
import { signIn } from './use-cases/sign-in.js';
import { signOut } from './use-cases/sign-out.js';
import { signUp } from './use-cases/sign-up.js';

/** REST twins of the auth mutations: same use cases, the specs' `{ success, ... }` shapes. */
export function authRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();

  // Bad input is 400; otherwise sign-up fails only on a taken email (409), sign-in on credentials (401).
  const respond = (req: Request, res: Response, context: GatewayContext, result: AuthResult) => {
    if (!result.ok) {
      const refusal = req.path.endsWith('signup') ? 409 : 401;
      res
        .status(result.error.code === 'BAD_INPUT' ? 400 : refusal)
        .json({ success: false, error: result.error.message, code: result.error.code, inputErrors: result.error.inputErrors });
      return;
    }
    context.cookies?.set(result.token, result.session.expiresAt);
    res.status(req.path.endsWith('signup') ? 201 : 200).json({ success: true, userId: result.user.id });
  };

  router.post(
    '/auth/signup',
    restHandler(logger, async (req, res) => {
      const context = await requestContext(deps, req);
      respond(req, res, context, await signUp(deps, req.body, context.clientKey));
    }),
  );
  router.post(
    '/auth/signin',
    restHandler(logger, async (req, res) => {
      const context = await requestContext(deps, req);
      respond(req, res, context, await signIn(deps, req.body, context.clientKey));
    }),
  );
  router.post(
    '/auth/signout',
    restHandler(logger, async (req, res) => {
      const context = await requestContext(deps, req);
      await signOut(deps, context.session);
      context.cookies?.clear();
      res.json({ success: true });
    }),
  );
  router.get(
    '/user/current-id',
    restHandler(
      logger,
      async (req, res) => {
        const { user } = requireUser(await requestContext(deps, req));
        res.json({ success: true, userId: user.id });
      },
      { failureBody: (error) => ({ success: false, error: error.message }) },
    ),
  );
  router.post(
    '/user/reference',
    restHandler(
      logger,
      async (req, res) => {
        await saveSignUpReference(deps, { userId: signedInCaller(await requestContext(deps, req)) }, req.body);
        res.json({ success: true });
      },
      { failureBody: (error) => ({ success: false, error: error.message }) },
    ),
  );
  return router;
}
