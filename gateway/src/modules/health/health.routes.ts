import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process answers. /readyz: it can reach MongoDB and NATS, so it may take traffic. */
export function healthRoutes(deps: GatewayDeps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const checks = await Promise.all([
      within(2000, deps.users.ping()).then(
        () => 'ok',
        () => 'down',
      ),
      within(2000, deps.bus.nc.flush()).then(
        () => 'ok',
        () => 'down',
      ),
    ]);
    const [mongodb, nats] = checks;
    const ready = checks.every((check) => check === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', mongodb, nats });
  });
  return router;
}
