import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectMongo } from '@avatarium/platform';
import { agentModel } from '../../services/catalog/src/agents/agent.model.js';

// Child process: the baseline. A bare HTTP route that reads the same page of the same
// documents from the same database with the same filter, sort and limit (the catalog's
// query), and writes them as JSON: no gateway, no NATS, no validation, no signed URLs.

const SORTS = {
  popularity: { votes: -1, createdAt: -1, _id: -1 },
  trending: { trending_score: -1, votes: -1, createdAt: -1, _id: -1 },
} as const;

const mongo = await connectMongo(process.env.MONGODB_URI!, process.env.MONGODB_DB!);
const agents = agentModel(mongo);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const query: Record<string, unknown> = { visibility: 'public', 'record.status': { $in: ['ready', 'success'] } };
  const category = url.searchParams.get('category');
  const search = url.searchParams.get('search');
  if (category) query.category = category;
  if (search) query.$or = [{ name: new RegExp(search, 'i') }, { tags: new RegExp(search, 'i') }];
  const sortBy = url.searchParams.get('sortBy') === 'trending' ? 'trending' : 'popularity';
  agents
    .find(query)
    .sort(SORTS[sortBy])
    .limit(20)
    .lean()
    .then(
      (docs) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: true, agents: docs }));
      },
      () => res.writeHead(500).end(),
    );
});
server.listen(0, '127.0.0.1', () => process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => process.exit(0));
process.once('SIGTERM', () => process.exit(0));
