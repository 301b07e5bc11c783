import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client } from '../lib/object-storage';

export interface TestS3 {
  /** What the app's environment needs to use the bucket (S3_BUCKET and the rest). */
  env: Record<string, string>;
  client: S3Client;
  bucket: string;
  /** Every key in the bucket, sorted. */
  keys(prefix?: string): Promise<string[]>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, which implements the S3 REST API over a local
 * folder) with one empty bucket, for tests of the S3_BUCKET storage.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'comanda-s3-'));
  const bucket = 'comanda-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver accepts this one key pair and checks every request's signature with it.
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = s3Client({
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
  return {
    env,
    client,
    bucket,
    async keys(prefix = '') {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((item) => item.Key!).sort();
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
