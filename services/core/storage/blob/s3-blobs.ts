import type { CompletedPart, S3Client } from "@aws-sdk/client-s3";
import type { ByteRange } from "../range";
import type { Blobs } from "./types";

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix: string;
}

/** Bytes held before they go out as one part; S3 wants at least 5 MiB in every part but the last. */
export const s3PartBytes = 8 * 1024 * 1024;

type Sdk = typeof import("@aws-sdk/client-s3");

// The SDK is loaded on first use, so a server that keeps files in PostgreSQL never pays for it.
async function connect(c: S3Config): Promise<{ sdk: Sdk; client: S3Client }> {
  const sdk = await import("@aws-sdk/client-s3");
  const client = new sdk.S3Client({
    region: c.region,
    endpoint: c.endpoint,
    forcePathStyle: c.forcePathStyle,
    credentials: c.accessKeyId && c.secretAccessKey ? { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey } : undefined,
    // Many S3-compatible stores (MinIO before 2025, Ceph, older R2) refuse the SDK's default CRC32 trailers;
    // integrity is kept by the sha256 recorded on the file row.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return { sdk, client };
}

/**
 * Bytes in an S3-compatible bucket, one object per file (the storage of serverless functions, whose disk is
 * temporary). Uploads stream: at most one part is held in memory, then sent as a multipart upload part.
 * An upload cut off by a crash leaves an unfinished multipart upload: give the bucket a lifecycle rule that
 * aborts those after a day (README, "On Vercel").
 */
export function s3Blobs(config: S3Config): Blobs {
  let connection: ReturnType<typeof connect> | undefined;
  const s3 = () => (connection ??= connect(config));
  const Bucket = config.bucket;
  const keyOf = (fileId: string) => `${config.prefix}${fileId}`;
  return {
    backend: "s3",
    writer(_db, fileId) {
      const Key = keyOf(fileId);
      let held: Uint8Array[] = [];
      let heldBytes = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      const take = () => {
        const body = Buffer.concat(held, heldBytes);
        held = [];
        heldBytes = 0;
        return body;
      };
      const sendPart = async () => {
        const { sdk, client } = await s3();
        uploadId ??= (await client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key }))).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(new sdk.UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: take() }));
        parts.push({ ETag, PartNumber });
      };
      return {
        async write(chunk) {
          held.push(chunk);
          heldBytes += chunk.byteLength;
          if (heldBytes >= s3PartBytes) await sendPart();
        },
        async finish() {
          const { sdk, client } = await s3();
          if (!uploadId) {
            await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: take() }));
            return;
          }
          if (heldBytes) await sendPart();
          await client.send(new sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
        },
        async abort() {
          held = [];
          if (!uploadId) return;
          const { sdk, client } = await s3();
          await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => undefined);
        },
      };
    },
    read(_db, fileId, range?: ByteRange) {
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      const abort = new AbortController();
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!reader) {
            const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
            const { sdk, client } = await s3();
            const got = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(fileId), Range }), { abortSignal: abort.signal });
            if (!got.Body) return controller.close();
            reader = got.Body.transformToWebStream().getReader();
          }
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        async cancel() {
          abort.abort();
          await reader?.cancel().catch(() => undefined);
        },
      });
    },
    async remove(fileId) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(fileId) }));
    },
  };
}
