import type { NatsConnection } from '@nats-io/transport-node';
import type { Connection } from 'mongoose';
import { Bus } from './bus.js';
import type { BaseEnv } from './config.js';
import { createLogger, type Logger } from './logger.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { connectMongo } from './mongo.js';
import { connectNats } from './nats.js';
import { answerProcessStatus } from './ops/status-responder.js';
import { configureTracing, flushTraces } from './tracing/tracer.js';

/** A started process part (service or gateway): stopping it lets in-flight work finish. */
export interface RunningService {
  stop(): Promise<void>;
}

/** What every service is given: its own database, NATS client, typed bus and logger. */
export interface ServiceConnections {
  mongo: Connection;
  nc: NatsConnection;
  bus: Bus;
  logger: Logger;
}

/** Undoes one registration (stops a worker, a timer); subscriptions go with the bus. */
export type StopRegistration = () => Promise<void> | void;

/** Serves a feature's subjects and starts its workers; may return how to stop them. */
export type Registration<D> = (deps: D) => void | StopRegistration | Promise<void | StopRegistration>;

export interface ServiceRecipe<D> {
  /** The service's name: the NATS client name, the logger name and the ready line. */
  name: string;
  config: Pick<BaseEnv, 'MONGODB_URI' | 'NATS_URL' | 'LOG_LEVEL'> &
    Partial<Pick<BaseEnv, 'METRICS_PORT' | 'METRICS_HOST' | 'METRICS_TOKEN' | 'OTEL_EXPORTER_OTLP_ENDPOINT'>> & {
      MONGODB_DB?: string;
    };
  logger?: Logger;
  /** Builds the service's own dependencies (repositories, storage) from the connections. */
  deps: (connections: ServiceConnections) => D | Promise<D>;
  /** Called in order; stopped in reverse order. */
  register: ReadonlyArray<Registration<D>>;
}

/**
 * The start-up every service shares: connect Mongo (the service's own database) and NATS,
 * build the deps, run the registrations and, once the NATS server has their subscriptions,
 * log `<name> service ready`. Stopping undoes the registrations in reverse order, then
 * drains the bus, then closes Mongo; a start that fails half-way undoes what it had done
 * before it rethrows.
 */
export async function startService<D>(recipe: ServiceRecipe<D>): Promise<RunningService> {
  const { name, config } = recipe;
  const logger = recipe.logger ?? createLogger(name, config.LOG_LEVEL);
  configureTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, logger);
  const mongo = await connectMongo(config.MONGODB_URI, config.MONGODB_DB);
  const stops: StopRegistration[] = [];
  let bus: Bus | undefined;
  let stopping: Promise<void> | undefined;
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    await bus?.close();
    await mongo.close();
    await flushTraces();
  };
  try {
    const nc = await connectNats(config.NATS_URL, name, logger);
    bus = new Bus(nc, logger, name);
    const deps = await recipe.deps({ mongo, nc, bus, logger });
    for (const register of recipe.register) {
      const stop = await register(deps);
      if (stop) stops.push(stop);
    }
    stops.push(answerProcessStatus(bus, name));
    // Ready means the server knows our subscriptions: a request sent right after start is answered.
    await nc.flush();
    if (config.METRICS_PORT !== undefined) {
      const metrics = await startMetricsServer({
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        token: config.METRICS_TOKEN,
        logger,
      });
      stops.push(metrics.stop);
      logger.info('metrics served', { url: metrics.url });
    }
  } catch (error) {
    await stopAll().catch((cleanup: unknown) => logger.warn('cleanup after a failed start failed', { error: cleanup }));
    throw error;
  }
  logger.info(`${name} service ready`);
  return {
    // Once only: a second stop (a test's and a signal's) waits for the first.
    stop: () => (stopping ??= stopAll()),
  };
}
