import { randomBytes } from 'node:crypto';
import { connectMongo } from '@avatarium/platform';
import { agentModel } from '../../services/catalog/src/agents/agent.model.js';
import { collectionModel } from '../../services/catalog/src/collections/collection.model.js';
import { benchAgentDocument } from '../community/seed.js';

/** One public collection of `size` public, ready agents, written straight into the catalog's database. */
export async function seedCollection(mongoUri: string, database: string, size: number) {
  const mongo = await connectMongo(mongoUri, database);
  try {
    const ownerId = randomBytes(12).toString('hex');
    const started = Date.now();
    const agents = Array.from({ length: size }, (_, i) => ({ ...benchAgentDocument(i, started), ownerId }));
    await agentModel(mongo).insertMany(agents);
    const collectionId = `col_${randomBytes(12).toString('base64url')}`;
    await collectionModel(mongo).create({
      _id: collectionId,
      ownerId,
      name: 'Bench collection',
      description: 'A collection read under load',
      layout: 'grid',
      contact_link: '',
      logo_key: null,
      heroshot_enabled: false,
      heroshot_key: null,
      agent_codes: agents.map((agent) => agent._id),
      share: { public_enabled: true },
    });
    return { ownerId, collectionId };
  } finally {
    await mongo.close();
  }
}
