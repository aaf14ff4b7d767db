import { env } from "@/lib/env";
import { dbBlobs } from "./db-blobs";
import { s3Blobs, type S3Config } from "./s3-blobs";
import type { BlobBackend, Blobs } from "./types";

export { blobBackends, type BlobBackend, type Blobs, type BlobWriter } from "./types";
export { chunkBytes } from "./db-blobs";
export { s3PartBytes } from "./s3-blobs";

let s3: { key: string; blobs: Blobs } | undefined;

function s3Config(): S3Config | undefined {
  const e = env();
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    prefix: e.S3_PREFIX,
  };
}

function s3BlobsFromEnv(): Blobs | undefined {
  const config = s3Config();
  if (!config) return undefined;
  const key = JSON.stringify(config);
  if (s3?.key !== key) s3 = { key, blobs: s3Blobs(config) };
  return s3.blobs;
}

/** Where new files go: the S3-compatible bucket when S3_BUCKET is set (required on Vercel), else PostgreSQL. */
export function currentBlobs(): Blobs {
  return s3BlobsFromEnv() ?? dbBlobs;
}

/** The storage that holds a file written under `backend`. */
export function blobsOf(backend: BlobBackend): Blobs {
  if (backend === "db") return dbBlobs;
  const found = s3BlobsFromEnv();
  if (!found) throw new Error("A stored file lives in S3-compatible storage, but S3_BUCKET is not set");
  return found;
}
