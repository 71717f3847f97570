// The local engines' processes (issue 25, finding 8): the service side (start on first use,
// restart after a crash, JSON lines) and the worker side (serveWorker). A subpath of its own,
// so a worker process loads this and not the whole platform (database, S3, NATS clients).
export * from './engine-on-first-use.js';
export * from './serve-worker.js';
export * from './worker-process.js';
