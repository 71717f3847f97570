// A local S3 server for trying the platform with S3 storage instead of local files:
//
//   node --import tsx tools/s3/serve.ts [--data ./data/s3] [--port 9000] [--bucket avatarium]
//
// Prints the S3_* variables to start the platform with; Ctrl-C stops the server. Objects stay
// in the data folder between runs.
import { BucketAlreadyOwnedByYou, CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { repoRoot } from '../infra/paths.js';
import { startS3Server } from '../infra/s3-server.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: resolve(repoRoot, 'data/s3') },
    port: { type: 'string', default: '9000' },
    bucket: { type: 'string', default: 'avatarium' },
  },
});

const server = await startS3Server({ dataDir: values.data, port: Number(values.port), onLog: (line) => console.error(line) });
const client = new S3Client({
  endpoint: server.endpoint,
  region: server.region,
  forcePathStyle: true,
  credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
});
try {
  await client.send(new CreateBucketCommand({ Bucket: values.bucket }));
} catch (error) {
  if (!(error instanceof BucketAlreadyOwnedByYou)) {
    await server.stop();
    throw error;
  }
} finally {
  client.destroy();
}

console.log(
  [
    `S3_ENDPOINT=${server.endpoint}`,
    `S3_REGION=${server.region}`,
    `S3_BUCKET=${values.bucket}`,
    `S3_ACCESS_KEY_ID=${server.accessKeyId}`,
    `S3_SECRET_ACCESS_KEY=${server.secretAccessKey}`,
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.stop());
