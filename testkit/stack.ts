import { startGateway, gatewayEnvSchema, type RunningGateway } from '@avatarium/gateway';
import { createStorage, loadConfig, storageEnvSchema, type Bus, type Storage } from '@avatarium/platform';
import { TestClient } from './http-client.js';
import { startServiceStack, type ServiceName } from './service-stack.js';

export interface TestStack {
  gateway: RunningGateway;
  url: string;
  /** A connection of the test's own, to act as another service would. */
  bus: Bus;
  /** The storage the services share, to put files as the pipeline would. */
  storage: Storage;
  client(): TestClient;
  /** Stops and starts the stack's NATS server on the same port (fault tests). */
  natsServer: { stop(): Promise<void>; start(): Promise<void> };
  /** Stops the gateway and starts a new one on the same port (fault tests: clients reconnect). */
  restartGateway(whileDown?: () => Promise<void>): Promise<void>;
  /** A second gateway on the same database and NATS, as behind a load balancer. */
  anotherGateway(): Promise<RunningGateway>;
  /** Another replica of a service (as after a restart), with `extra` env; the stack stops it too. */
  startService(name: ServiceName, extra?: Record<string, string>): Promise<unknown>;
  /** The environment a service runs with here (its database among it). */
  serviceEnv(name: ServiceName): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The real gateway and every service, in this process, against the run's database server
 * and a NATS server of its own (see service-stack.ts). For tests of the gateway and of
 * whole flows; a service's own tests start only that service.
 */
export async function startStack(env: Record<string, string> = {}): Promise<TestStack> {
  const services = await startServiceStack(['credits', 'catalog', 'media', 'knowledge'], env);
  const gatewayConfig = loadConfig(
    gatewayEnvSchema,
    services.envOf('gateway', {
      SESSION_SECRET: 'test-session-secret-0123456789',
      PORT: '0',
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Every test talks from 127.0.0.1.
      CONVERSATION_STARTS_PER_IP_PER_MINUTE: '1000',
      CONVERSATION_ANONYMOUS_STARTS_PER_AGENT_PER_MINUTE: '1000',
      CONVERSATION_TURNS_PER_IP_PER_MINUTE: '1000',
      CONVERSATION_DRAFTS_PER_IP_PER_MINUTE: '100000',
      // The test's own settings win over the defaults above.
      ...env,
    }),
  );
  let gateway = await startGateway(gatewayConfig);
  const extraGateways: RunningGateway[] = [];
  return {
    get gateway() {
      return gateway;
    },
    url: gateway.url,
    bus: services.bus,
    natsServer: services.natsServer,
    storage: createStorage(loadConfig(storageEnvSchema, services.envOf('media'))),
    client: () => new TestClient(gateway.url),
    async restartGateway(whileDown) {
      const port = new URL(gateway.url).port;
      await gateway.stop();
      await whileDown?.();
      gateway = await startGateway({ ...gatewayConfig, PORT: Number(port) });
    },
    startService: (name, extra) => services.start(name, extra),
    serviceEnv: (name) => services.envOf(name),
    async anotherGateway() {
      const another = await startGateway(gatewayConfig);
      extraGateways.push(another);
      return another;
    },
    async stop() {
      for (const extra of extraGateways) await extra.stop();
      await gateway.stop();
      await services.stop();
    },
  };
}
