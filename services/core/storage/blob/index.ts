import path from "node:path";
import { env } from "@/lib/env";
import { dbBlobs } from "./db-blobs";
import { fsBlobs } from "./fs-blobs";
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

let files: { dir: string; blobs: Blobs } | undefined;

function filesBlobs(): Blobs {
  const dir = path.resolve(env().DATA_DIR, "files");
  if (files?.dir !== dir) files = { dir, blobs: fsBlobs(dir) };
  return files.blobs;
}

/**
 * Where new files go: the S3-compatible bucket when S3_BUCKET is set (required on Vercel); else FILE_STORAGE;
 * else files under DATA_DIR beside the embedded database, or PostgreSQL when the instances share one.
 */
export function currentBlobs(): Blobs {
  const e = env();
  const s3Blobs = s3BlobsFromEnv();
  if (s3Blobs) return s3Blobs;
  return (e.FILE_STORAGE ?? (e.DATABASE_URL ? "db" : "fs")) === "fs" ? filesBlobs() : dbBlobs;
}

/** The storage that holds a file written under `backend`. */
export function blobsOf(backend: BlobBackend): Blobs {
  if (backend === "db") return dbBlobs;
  if (backend === "fs") return filesBlobs();
  const found = s3BlobsFromEnv();
  if (!found) throw new Error("A stored file lives in S3-compatible storage, but S3_BUCKET is not set");
  return found;
}
