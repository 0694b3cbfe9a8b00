import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AttachmentStore } from './attachment-store.ts';
import { checkedStorageKey } from './storage-key.ts';
import { unlessUnavailable } from './storage-unavailable.ts';

/** Where the bucket is and how to sign in to it (config.ts reads them from S3_*). */
export type S3Settings = {
  /** Absent for AWS itself; the service's URL for MinIO, R2 and the like. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither; neither uses the SDK's default chain (an instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
};

/**
 * lib-storage sends a file over one part as a multipart upload, reading at most PARTS_IN_FLIGHT
 * parts of PART_BYTES ahead: 10 MB of a 25 MB upload in memory at most, never the whole file.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** An endpoint that does not answer at all fails within this, as a 503, not at the request limit. */
const CONNECT_TIMEOUT_MS = 5000;

/** HeadObject has no body, so a missing key is only its status: the SDK calls it NotFound. */
const isMissingObject = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export function s3ClientFor(settings: S3Settings): S3Client {
  const { accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The SDK's default checksums (CRC32 trailers, since 2025) are refused by several
    // S3-compatible services; checksums only where the API requires them works with all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
}

/** Attachments as objects named by their key at the root of one bucket (ADR 042). */
export function createS3AttachmentStore(settings: S3Settings): AttachmentStore {
  const client = s3ClientFor(settings);
  const Bucket = settings.bucket;
  const where = settings.endpoint ? `at ${new URL(settings.endpoint).host}` : `in ${settings.region}`;

  return {
    description: `s3 (bucket ${Bucket} ${where})`,
    async put(key, localFile) {
      const Key = checkedStorageKey(key);
      await unlessUnavailable(() =>
        new Upload({
          client,
          params: { Bucket, Key, Body: createReadStream(localFile) },
          partSize: PART_BYTES,
          queueSize: PARTS_IN_FLIGHT,
          // A failed multipart upload is aborted, so no stray parts are left to pay for.
          leavePartsOnError: false,
        }).done(),
      );
    },
    async open(key) {
      const Key = checkedStorageKey(key);
      try {
        const object = await unlessUnavailable(() => client.send(new GetObjectCommand({ Bucket, Key })));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`The attachment store sent no readable body for ${Key}`);
        }
        return { stream: object.Body, size: object.ContentLength };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async sizeOf(key) {
      const Key = checkedStorageKey(key);
      try {
        const head = await unlessUnavailable(() => client.send(new HeadObjectCommand({ Bucket, Key })));
        return head.ContentLength;
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      const Key = checkedStorageKey(key);
      // S3 answers a delete of a missing key with success: removing twice is fine.
      await unlessUnavailable(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    close() {
      client.destroy();
    },
  };
}
