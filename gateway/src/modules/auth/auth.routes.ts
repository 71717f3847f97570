import type { Logger } from '@avatarium/platform';
import { Router, type Request, type Response } from 'express';
import type { GatewayDeps } from '../../context.js';
import { restHandler } from '../../http/rest-handler.js';
import { resolveSession } from '../../http/resolve-session.js';
import { sessionCookieWriter } from '../../http/session-cookie.js';
import type { AuthResult } from './auth-result.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';
import { signUp } from './sign-up.js';

/** REST twins of the auth mutations: same use cases, the specs' `{ success, ... }` shapes. */
export function authRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const secure = deps.config.NODE_ENV === 'production';

  // Bad input is 400; otherwise sign-up fails only on a taken email (409), sign-in on credentials (401).
  const respond = (req: Request, res: Response, result: AuthResult) => {
    if (!result.ok) {
      const refusal = req.path.endsWith('signup') ? 409 : 401;
      res
        .status(result.error.code === 'BAD_INPUT' ? 400 : refusal)
        .json({ success: false, error: result.error.message, code: result.error.code, inputErrors: result.error.inputErrors });
      return;
    }
    sessionCookieWriter(res, secure).set(result.token, result.session.expiresAt);
    res.status(req.path.endsWith('signup') ? 201 : 200).json({ success: true, userId: result.user.id });
  };

  router.post(
    '/auth/signup',
    restHandler(logger, async (req, res) => respond(req, res, await signUp(deps, req.body, req.ip ?? 'unknown'))),
  );
  router.post(
    '/auth/signin',
    restHandler(logger, async (req, res) => respond(req, res, await signIn(deps, req.body, req.ip ?? 'unknown'))),
  );
  router.post(
    '/auth/signout',
    restHandler(logger, async (req, res) => {
      const { session } = await resolveSession(deps, req.headers.cookie);
      await signOut(deps, session);
      sessionCookieWriter(res, secure).clear();
      res.json({ success: true });
    }),
  );
  router.get(
    '/user/current-id',
    restHandler(logger, async (req, res) => {
      const { user } = await resolveSession(deps, req.headers.cookie);
      if (!user) {
        res.status(401).json({ success: false, error: 'Unauthorized' });
        return;
      }
      res.json({ success: true, userId: user.id });
    }),
  );
  return router;
}
