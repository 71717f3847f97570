import { join } from 'node:path';

import type { ExitInfo } from '../infra/index.js';
import { startMongo, startNats } from '../infra/index.js';
import type { LineLogger } from './log.js';
import { prefixedLogger } from './log.js';

export interface InfraEndpoint {
  url: string;
  /** Only for servers we started ourselves. */
  embedded?: { exited: Promise<ExitInfo>; stop(): Promise<void> };
}

/** MONGODB_URI when set; otherwise the embedded server on an H2 file under the data folder. */
export async function mongoEndpoint(dataDir: string, log: LineLogger): Promise<InfraEndpoint> {
  const fromEnv = process.env.MONGODB_URI;
  if (fromEnv) {
    log('MongoDB: using MONGODB_URI');
    return { url: fromEnv };
  }
  const file = join(dataDir, 'mongo', 'avatarium.mv.db');
  const mongo = await startMongo({ backend: 'h2', file, detached: true, onLog: prefixedLogger('mongo') });
  log(`MongoDB: embedded (mongo-java-server, ${file}) at ${mongo.uri}`);
  return { url: mongo.uri, embedded: mongo };
}

/**
 * NATS_URL when set; otherwise nats-server with JetStream storing under the data folder, which
 * only clients with the generated password may use.
 */
export async function natsEndpoint(dataDir: string, log: LineLogger, password: string): Promise<InfraEndpoint> {
  const fromEnv = process.env.NATS_URL;
  if (fromEnv) {
    log('NATS: using NATS_URL');
    return { url: fromEnv };
  }
  const storeDir = join(dataDir, 'nats');
  const nats = await startNats({
    storeDir,
    detached: true,
    onLog: natsWarnings(prefixedLogger('nats')),
    auth: { user: 'avatarium', password },
  });
  log(`NATS: embedded (JetStream in ${storeDir}, password in secrets.json) at ${nats.url}`);
  return { url: nats.clientUrl, embedded: nats };
}

/** nats-server prints a 20-line banner at every start; keep its warnings and errors only. */
function natsWarnings(log: LineLogger): LineLogger {
  return (line) => {
    if (/\[(WRN|ERR|FTL)\]/.test(line)) log(line);
  };
}

/** A server URL as it may be printed: user and password removed. */
export function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}
