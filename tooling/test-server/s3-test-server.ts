import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { type S3Settings, s3ClientFor } from '#server/storage/s3-attachment-store.ts';

export type S3TestServer = {
  /** What ATTACHMENT_STORE=s3 would be configured with to use this server. */
  settings: S3Settings;
  /** Every request the server received, as "METHOD /path?query", oldest first. */
  requests: string[];
  /** The keys in the bucket now, sorted. */
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
};

/** s3rver checks signatures against these fixed credentials. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3 API server (s3rver, ADR 042) on a free port of 127.0.0.1, keeping its objects in a
 * temp folder, with an empty bucket created through the API. `stop` closes it and removes the folder.
 */
export async function startS3TestServer(bucket = 'portal-attachments'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3rver-'));
  const s3rver = new S3rver({ silent: true, directory });
  const handle = s3rver.callback();
  const requests: string[] = [];
  const http = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handle(request, response);
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as AddressInfo;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  };
  const client = s3ClientFor(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    requests,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    stop: async () => {
      client.destroy();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Settings naming a port on which nothing listens: every request is refused at once. */
export async function unreachableS3Settings(): Promise<S3Settings> {
  const http = createServer();
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as AddressInfo;
  await new Promise((resolve) => http.close(resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'portal-attachments',
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  };
}
