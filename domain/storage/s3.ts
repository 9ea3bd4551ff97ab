import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOfKey } from './content-type';
import {
  assertMediaKey,
  type MediaByteRange,
  type MediaObjectInfo,
  type MediaStorage,
  type MediaStream,
  mediaKeySegments,
} from './media-storage';

export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, …); AWS itself when absent. */
  endpoint?: string;
  /** Bucket in the path (`{endpoint}/{bucket}/{key}`), as most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Without them the SDK's own chain applies (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404 ||
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string })?.name ?? '');

function infoOf(object: {
  ContentLength?: number;
  ContentRange?: string;
  ETag?: string;
  LastModified?: Date;
  ContentType?: string;
}): MediaObjectInfo {
  // A ranged answer's length is the range's; the whole size follows the slash of its Content-Range.
  const whole = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
  return {
    size: whole ? Number(whole) : (object.ContentLength ?? 0),
    etag: object.ETag ?? '""',
    lastModified: object.LastModified ?? new Date(0),
    contentType: object.ContentType ?? 'application/octet-stream',
  };
}

/** Media in one bucket of S3 or an S3-compatible server (the AWS SDK v3), shared by every machine. */
export class S3MediaStorage implements MediaStorage {
  readonly driver = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(options: S3MediaStorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  }

  async put(key: string, data: Buffer, contentType?: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType ?? contentTypeOfKey(key),
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    if (!mediaKeySegments(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: MediaByteRange): Promise<MediaStream | null> {
    if (!mediaKeySegments(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = object.Body instanceof Readable ? object.Body : Readable.from([]);
      return { info: infoOf(object), body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<MediaObjectInfo | null> {
    if (!mediaKeySegments(key)) return null;
    try {
      return infoOf(await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
