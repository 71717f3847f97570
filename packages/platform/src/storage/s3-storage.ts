import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import {
  assertSafeKey,
  attachmentDisposition,
  type ListedObject,
  type MultipartWrites,
  type SignedUrlOptions,
  type Storage,
  type StoredObject,
} from './storage.js';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** With temporary credentials (STS AssumeRole, an instance role's keys). */
  sessionToken?: string;
  /** MinIO and most self-hosted servers want path-style addressing. */
  forcePathStyle: boolean;
}

/** Any S3-compatible store (AWS S3, MinIO). Multipart upload streams; S3 shows an object only when complete. */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
        sessionToken: settings.sessionToken,
      },
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<StoredObject> {
    assertSafeKey(key);
    await new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType },
    }).done();
    const object = await this.stat(key);
    if (!object) throw new Error(`Upload of ${key} did not persist`);
    return object;
  }

  async get(key: string): Promise<{ body: Readable; size: number; contentType: string }> {
    assertSafeKey(key);
    const reply = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return {
      body: reply.Body as Readable,
      size: reply.ContentLength ?? 0,
      contentType: reply.ContentType ?? 'application/octet-stream',
    };
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === undefined || status < 400 || status >= 500) throw error;
      // A HEAD reply has no body, so the SDK sees only its status: a missing key and a
      // missing bucket are both 404, and unknown credentials look like a policy refusal (403).
      // A GET says which (NoSuchKey, NoSuchBucket, InvalidAccessKeyId, AccessDenied).
      return this.statByGet(key);
    }
  }

  private async statByGet(key: string): Promise<StoredObject | null> {
    try {
      const reply = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: 'bytes=0-0' }));
      await reply.Body?.transformToByteArray(); // one byte; reading it frees the connection
      // Written since the HEAD: the size is after the slash of "bytes 0-0/<size>".
      const size = Number(/\/(\d+)$/.exec(reply.ContentRange ?? '')?.[1] ?? reply.ContentLength ?? 0);
      return { key, size, contentType: reply.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as { name?: unknown }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async signedUrl(key: string, ttlSeconds = 3600, options: SignedUrlOptions = {}): Promise<string> {
    assertSafeKey(key);
    // S3 answers with this Content-Disposition; it is part of the signed query.
    const disposition = options.downloadName ? attachmentDisposition(options.downloadName) : undefined;
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, ResponseContentDisposition: disposition }),
      { expiresIn: ttlSeconds },
    );
  }

  async signedUploadUrl(key: string, contentType: string, _maxBytes: number, ttlSeconds = 3600): Promise<string> {
    assertSafeKey(key);
    // A presigned PUT cannot cap the size: the confirm step checks it and deletes an oversized file.
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, ContentType: contentType }), {
      expiresIn: ttlSeconds,
      // The content type is part of the signature: the browser cannot store the file as something else.
      signableHeaders: new Set(['content-type']),
    });
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    assertSafeKey(folder);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${folder}/`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  readonly multipart: MultipartWrites = {
    start: async (key, contentType) => {
      assertSafeKey(key);
      const reply = await this.client.send(
        new CreateMultipartUploadCommand({ Bucket: this.settings.bucket, Key: key, ContentType: contentType }),
      );
      if (!reply.UploadId) throw new Error(`No multipart upload id for ${key}`);
      return reply.UploadId;
    },
    putPart: async (key, uploadId, partNumber, body, size) => {
      assertSafeKey(key);
      const reply = await this.client.send(
        new UploadPartCommand({
          Bucket: this.settings.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: body,
          ContentLength: size,
        }),
      );
      if (!reply.ETag) throw new Error(`No ETag for part ${partNumber} of ${key}`);
      return reply.ETag;
    },
    complete: async (key, uploadId, parts) => {
      assertSafeKey(key);
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.settings.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: [...parts]
              .sort((a, b) => a.partNumber - b.partNumber)
              .map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
          },
        }),
      );
      const object = await this.stat(key);
      if (!object) throw new Error(`Multipart upload of ${key} did not persist`);
      return object;
    },
    abort: async (key, uploadId) => {
      assertSafeKey(key);
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: key, UploadId: uploadId }))
        .catch((error: unknown) => {
          if ((error as { name?: unknown }).name !== 'NoSuchUpload') throw error;
        });
    },
  };

  /** ffprobe and ffmpeg read http(s) with range requests, so a presigned URL avoids copying the object. */
  toolInput(key: string): Promise<string> {
    return this.signedUrl(key, 3600);
  }
}
