import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const DEV = { NODE_ENV: 'development', DATA_DIR: '/srv/printfront' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('media storage settings in the environment', () => {
  it('keeps media in DATA_DIR/media by default', () => {
    expect(loadConfig(DEV).mediaStorage).toEqual({
      driver: 'local',
      dir: path.join('/srv/printfront', 'media'),
    });
  });

  it('reads an S3-compatible bucket', () => {
    expect(
      loadConfig({
        ...DEV,
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).mediaStorage,
    ).toEqual({
      driver: 's3',
      bucket: 'media',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-2',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('leaves AWS itself, its region default and its credential chain to the SDK when not told otherwise', () => {
    expect(loadConfig({ ...DEV, MEDIA_STORAGE: 's3', S3_BUCKET: 'media' }).mediaStorage).toEqual({
      driver: 's3',
      bucket: 'media',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses to start with S3 chosen and no bucket, saying so', () => {
    expect(() => loadConfig({ ...DEV, MEDIA_STORAGE: 's3' })).toThrow(ConfigError);
    expect(problemsOf({ ...DEV, MEDIA_STORAGE: 's3' })).toEqual([
      'S3_BUCKET: MEDIA_STORAGE=s3 needs S3_BUCKET, the bucket media files are kept in',
    ]);
  });

  it('refuses half a key pair, an unknown driver and an endpoint that is not a URL', () => {
    expect(problemsOf({ ...DEV, MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/),
    ]);
    expect(problemsOf({ ...DEV, MEDIA_STORAGE: 'disk' })).toEqual([
      'MEDIA_STORAGE: MEDIA_STORAGE must be local or s3',
    ]);
    expect(
      problemsOf({ ...DEV, MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }),
    ).toEqual([
      'S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// URL such as https://s3.example:9000',
    ]);
  });
});
