// `npm start`: the whole platform on one machine with nothing installed by hand.
// Embedded MongoDB and NATS unless MONGODB_URI / NATS_URL are set, a current web build, every
// service, then the gateway; crashed children restart with backoff; Ctrl-C stops the gateway
// first and the databases last, so in-flight work can still be written.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describeExit, ensureSystemPackages, portsInUse, repoRoot } from './infra/index.js';
import type { InfraEndpoint } from './start/embedded-infra.js';
import { mongoEndpoint, natsEndpoint, withoutCredentials } from './start/embedded-infra.js';
import { adminPorts, portClashMessage } from './start/admin-ports.js';
import { findServices } from './start/find-services.js';
import { prepareConversationEngines, prepareKnowledgeEngines } from './start/offline-engines.js';
import { prefixedLogger, supervisorLog as log } from './start/log.js';
import { privateDataDir } from './start/private-data.js';
import { nodeEnvOf } from './start/run-mode.js';
import { loadSecrets } from './start/secrets.js';
import type { Supervised } from './start/supervise.js';
import { supervise } from './start/supervise.js';
import { waitForHttpOk } from './start/wait-http.js';
import { buildWebIfStale } from './start/web-build.js';

const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? 'data');
const port = Number(process.env.PORT ?? 4000);
// Production unless `npm start -- --dev` or NODE_ENV=development: a self-hosted install is safe by default.
const nodeEnv = nodeEnvOf(process.argv.slice(2), process.env);
const gatewayMain = join(repoRoot, 'gateway', 'src', 'main.ts');
const exitWithParent = pathToFileURL(join(repoRoot, 'tools', 'start', 'exit-with-parent.mjs')).href;

const running: { mongo?: InfraEndpoint; nats?: InfraEndpoint; services: Supervised[]; gateway?: Supervised } = {
  services: [],
};
let stopping = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // Ctrl-C arrives twice under `npm start` (from the terminal and forwarded by bootstrap).
    if (stopping) return;
    log(`${signal}: stopping ...`);
    void shutdown(0);
  });
}

try {
  await main();
} catch (error) {
  log(`failed to start: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}

async function main(): Promise<void> {
  // The media service probes and transcodes with ffmpeg (apt-get when missing and root).
  await ensureSystemPackages(['ffmpeg']);
  // From here on everything the platform writes (database, NATS store, uploads, secrets) is the
  // platform user's only, and what an older version left readable is fixed.
  await privateDataDir(dataDir, log);
  const secrets = await loadSecrets(dataDir);
  // Every port the platform will listen on, checked before anything starts.
  const services = await findServices(repoRoot);
  const metricsPorts = adminPorts(
    services.map((service) => service.name),
    port,
  );
  const wanted = new Map<string, number>([
    ['gateway', port],
    ...[...metricsPorts].map(([name, adminPort]) => [`${name} metrics`, adminPort] as const),
  ]);
  const takenPorts = new Set(await portsInUse([...wanted.values()]));
  const clash = portClashMessage(new Map([...wanted].filter(([, wantedPort]) => takenPorts.has(wantedPort))), port);
  if (clash) throw new Error(clash);
  // The slowest part of a first run (downloads); only the conversation service waits for it.
  const conversationEngines = prepareConversationEngines(process.env, log);
  const knowledgeEngines = prepareKnowledgeEngines(process.env, log);

  // Independent and each a few seconds (more on a first run): overlap them.
  const [mongo, nats] = await Promise.all([
    mongoEndpoint(dataDir, log).then((endpoint) => (running.mongo = endpoint)),
    natsEndpoint(dataDir, log, secrets.NATS_PASSWORD).then((endpoint) => (running.nats = endpoint)),
    buildWebIfStale(repoRoot, prefixedLogger('web-build')),
  ]);
  if (stopping) return;
  watchInfra('MongoDB', mongo);
  watchInfra('NATS', nats);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MONGODB_URI: mongo.url,
    NATS_URL: nats.url,
    DATA_DIR: dataDir,
    ...secrets,
    WEB_DIST: join(repoRoot, 'web', 'dist'),
    NODE_ENV: nodeEnv,
  };
  // PORT is the gateway's; a service inheriting it would try to bind the same port.
  const serviceEnv = { ...env };
  delete serviceEnv.PORT;

  for (const service of services) {
    // The media service gets no model for personas: the 0.5B takes 8-29 s for one here, past its 6 s
    // budget, so every creation would wait 6 s for the rules' persona (docs/decisions/generation.md).
    const engines = { conversation: conversationEngines, knowledge: knowledgeEngines }[service.name];
    const ownEnv = { ...serviceEnv, METRICS_PORT: String(metricsPorts.get(service.name)) };
    if (engines) {
      void engines.then((engineEnv) => {
        if (!stopping) running.services.push(startNode(service.name, service.main, { ...ownEnv, ...engineEnv }));
      });
    } else {
      running.services.push(startNode(service.name, service.main, ownEnv));
    }
  }
  log(
    `metrics (loopback): gateway http://127.0.0.1:${port}/metrics, ${[...metricsPorts]
      .map(([name, adminPort]) => `${name} http://127.0.0.1:${adminPort}/metrics`)
      .join(', ')}`,
  );
  if (running.services.length === 0) log('no services/*/src/main.ts found');

  if (!existsSync(gatewayMain)) {
    log(
      `gateway/src/main.ts is missing: keeping MongoDB (${mongo.url}) and NATS (${withoutCredentials(nats.url)}) up; Ctrl-C to stop`,
    );
    return;
  }
  running.gateway = startNode('gateway', gatewayMain, { ...env, PORT: String(port) });

  if (await waitForHttpOk(`http://127.0.0.1:${port}/readyz`, 60_000, () => stopping)) {
    log(
      `Avatarium is running at http://localhost:${port} (${nodeEnv}${nodeEnv === 'production' ? '; npm start -- --dev for development' : ''})`,
    );
  } else if (!stopping) {
    log(`warning: http://127.0.0.1:${port}/readyz did not answer 200 within 60 s; still running, see the logs above`);
  }
}

function startNode(name: string, main: string, env: NodeJS.ProcessEnv): Supervised {
  return supervise({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', '--import', exitWithParent, main],
    cwd: repoRoot,
    env,
    output: prefixedLogger(name),
    log,
  });
}

/** Services cannot work without the databases: a dead one ends the run instead of limping on. */
function watchInfra(label: string, endpoint: InfraEndpoint): void {
  void endpoint.embedded?.exited.then((exit) => {
    if (stopping) return;
    log(`embedded ${label} ${describeExit(exit)}: stopping everything`);
    void shutdown(1);
  });
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Gateway first (no new requests), then services (finish and ack work), then NATS, then
  // MongoDB last so everything before it can still write.
  await running.gateway?.stop();
  await Promise.all(running.services.map((service) => service.stop()));
  await running.nats?.embedded?.stop();
  await running.mongo?.embedded?.stop();
  log('stopped');
  process.exit(code);
}
