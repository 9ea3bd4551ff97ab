import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { LocalMediaStorage } from './local';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage, type S3MediaStorageOptions } from './s3';

/** s3rver accepts any signature from these (its documented defaults). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** What an S3MediaStorage (or MEDIA_STORAGE=s3 in the environment) needs to reach the bucket. */
  options: S3MediaStorageOptions;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free local port, with a temporary directory and one empty bucket. */
export async function startTestS3Server(bucket = 'printfront-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'printfront-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const options: S3MediaStorageOptions = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  const client = new S3Client(options);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    options,
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: options.region,
      S3_ENDPOINT: options.endpoint ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface TestMediaDriver {
  name: string;
  /** A fresh, empty storage of this driver, and how to throw it away. */
  open(): Promise<{ storage: MediaStorage; close(): Promise<void> }>;
}

/** Both drivers, for suites that must hold on each: a temporary directory, and a bucket on s3rver. */
export const TEST_MEDIA_DRIVERS: readonly TestMediaDriver[] = [
  {
    name: 'LocalMediaStorage',
    async open() {
      const dir = await mkdtemp(path.join(tmpdir(), 'printfront-storage-'));
      return {
        storage: new LocalMediaStorage(path.join(dir, 'media')),
        close: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3MediaStorage on s3rver',
    async open() {
      const server = await startTestS3Server();
      const storage = new S3MediaStorage(server.options);
      return {
        storage,
        async close() {
          storage.close();
          await server.close();
        },
      };
    },
  },
];
