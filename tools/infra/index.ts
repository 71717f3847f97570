// Public API of the dev/test infrastructure helpers (embedded MongoDB, NATS, system tools).
export { ensureMongoJars } from './mongo-jars.js';
export { ensureNatsServer } from './nats-binary.js';
export { startMongo } from './mongo-server.js';
export type { MongoServerHandle, StartMongoOptions } from './mongo-server.js';
export { startNats } from './nats-server.js';
export type { NatsServerHandle, StartNatsOptions } from './nats-server.js';
export { ensureSystemPackages } from './system-packages.js';
export type { SystemPackage } from './system-packages.js';
export { freePort, portsInUse, steadyPort, waitForTcp } from './net.js';
export { spawnManaged, describeExit } from './managed-process.js';
export type { ExitInfo, ManagedProcess, SpawnManagedOptions, StopOptions } from './managed-process.js';
export { repoRoot, toolsCacheDir } from './paths.js';
export { MONGO_SERVER_VERSION, NATS_SERVER_VERSION } from './versions.js';
export { startS3Server, ensureMinioServer, MINIO_VERSION, type S3ServerHandle, type StartS3ServerOptions } from './s3-server.js';
export { ensurePrivateDir, makePrivate, PRIVATE_UMASK, withUmask } from './private-files.js';
