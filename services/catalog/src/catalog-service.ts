import { Bus, connectMongo, connectNats, createLogger, type Logger } from '@avatarium/platform';
import { AgentRepository } from './agents/agent.repository.js';
import { registerAgents } from './agents/register-agents.js';
import type { CatalogConfig } from './catalog-config.js';

export interface RunningService {
  stop(): Promise<void>;
}

/** Owns agents: ids, records, generation state as applied by the media service. */
export async function startCatalogService(
  config: CatalogConfig,
  logger: Logger = createLogger('catalog', config.LOG_LEVEL),
): Promise<RunningService> {
  const mongo = await connectMongo(config.MONGODB_URI, config.MONGODB_DB);
  const bus = new Bus(await connectNats(config.NATS_URL, 'catalog', logger), logger);
  const agents = new AgentRepository(mongo);
  await agents.init();
  registerAgents({ agents, bus, logger });
  logger.info('catalog service ready');
  return {
    async stop() {
      await bus.close();
      await mongo.close();
    },
  };
}
