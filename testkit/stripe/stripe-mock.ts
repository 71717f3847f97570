import { ensureStripeMock } from '../../tools/infra/stripe-mock.js';
import { spawnManaged } from '../../tools/infra/managed-process.js';
import { freePort, waitForTcp } from '../../tools/infra/net.js';

/** stripe-mock on a free loopback port (HTTP only), for the Stripe adapter's tests. */
export async function startStripeMock() {
  const binary = await ensureStripeMock();
  const port = await freePort();
  const output: string[] = [];
  const mock = spawnManaged(binary, ['-http-addr', `127.0.0.1:${port}`], {
    onStdout: (line) => output.push(line),
    onStderr: (line) => output.push(line),
  });
  if (!(await waitForTcp(port, { timeoutMs: 30_000, isAlive: () => mock.isRunning() }))) {
    await mock.stop();
    throw new Error(`stripe-mock did not start:\n${output.slice(-20).join('\n')}`);
  }
  return {
    host: '127.0.0.1',
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await mock.stop({ timeoutMs: 5_000 });
    },
  };
}
