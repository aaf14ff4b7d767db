import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { resetEnv } from "@/lib/env";

/**
 * A real S3-compatible server (s3rver) on loopback, its objects in a temporary directory, with the portal's
 * S3_* settings pointing at it until `stop`. It speaks the S3 REST protocol the SDK uses: signed requests,
 * multipart uploads and ranged reads.
 */
export async function startS3(bucket = "portal-files") {
  const { default: S3rver } = await import("@20minutes/s3rver");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  for (const [k, v] of Object.entries(settings)) vi.stubEnv(k, v);
  resetEnv();
  return {
    settings,
    /** The object of a stored file in the bucket, or null. */
    async object(fileId: string): Promise<Buffer | null> {
      const res = await fetch(`${settings.S3_ENDPOINT}/${bucket}/files/${fileId}`);
      return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
    },
    async stop() {
      vi.unstubAllEnvs();
      resetEnv();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
