import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectMongo } from '@avatarium/platform';
import { agentModel } from '../../services/catalog/src/agents/agent.model.js';
import { collectionModel } from '../../services/catalog/src/collections/collection.model.js';

// Child process: the baseline. A bare HTTP route reading the same collection and its public
// agents from the same database (one find by id, one $in), written as JSON: no gateway, no
// NATS, no checks, no signed URLs.

const mongo = await connectMongo(process.env.MONGODB_URI!, process.env.MONGODB_DB!);
const collections = collectionModel(mongo);
const agents = agentModel(mongo);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  void (async () => {
    const collection = await collections
      .findOne({ _id: url.searchParams.get('collectionId'), ownerId: url.searchParams.get('userId') })
      .lean();
    if (!collection?.share?.public_enabled) return res.writeHead(404).end();
    const shown = await agents.find({ _id: { $in: collection.agent_codes }, visibility: 'public' }).lean();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ success: true, collection, agents: shown }));
  })().catch(() => res.writeHead(500).end());
});
server.listen(0, '127.0.0.1', () => process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => process.exit(0));
process.once('SIGTERM', () => process.exit(0));
