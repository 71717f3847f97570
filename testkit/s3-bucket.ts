import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server, type S3ServerHandle } from '../tools/infra/index.js';

export interface S3Bucket {
  server: S3ServerHandle;
  /** A client with the server's own keys, to look at what the code under test stored. */
  admin: S3Client;
  bucket: string;
  /** The settings a gateway or service needs to store in this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A local S3 server (MinIO) in a scratch folder with one empty bucket. The first run on a machine
 * builds MinIO from the Go module proxy (minutes); later runs start it in under a second.
 */
export async function startS3Bucket(bucket: string): Promise<S3Bucket> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${bucket}-`));
  const server = await startS3Server({ dataDir });
  const admin = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    server,
    admin,
    bucket,
    env: {
      S3_ENDPOINT: server.endpoint,
      S3_REGION: server.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    },
    async stop() {
      admin.destroy();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
