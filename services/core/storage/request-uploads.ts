import type { UploadSpec } from "@/lib/contracts/kit/upload";
import type { Db } from "@/services/db/client";
import { uploadEmpty } from "./errors";
import { keepingCopy } from "./keep-copy";
import { discardStored } from "./read";
import { storeUpload, type StoredFile } from "./store";

/** Who a request's upload belongs to, and where its row goes (a transaction of the handler's, or the request's db). */
export interface UploadOwner {
  purpose: string;
  name: string;
  createdBy?: number | null;
  companyId?: number | null;
  db?: Db;
  /** Gathers a copy of the bytes (up to the route's limit) for a handler that reads the whole file. */
  keep?: Uint8Array[];
}

/**
 * The one way an upload route stores its request's body: within the kinds and size its operation declares,
 * every file it stored remembered, so that when the handler refuses the request after storing (a check of its
 * own, a conflict, a rolled-back transaction) `discard` removes each of them, row and bytes.
 */
export function requestUploads(spec: UploadSpec | undefined, req: Request, db: Db) {
  const stored: StoredFile[] = [];
  return {
    async upload({ db: into = db, keep, ...owner }: UploadOwner): Promise<StoredFile> {
      if (!spec) throw new Error("only an upload route stores its body");
      if (!req.body) throw uploadEmpty();
      const { accept, maxBytes } = spec;
      const file = await storeUpload(into, keep ? keepingCopy(req.body, keep, maxBytes) : req.body, { ...owner, accept, maxBytes });
      stored.push(file);
      return file;
    },
    async discard() {
      for (const file of stored.splice(0)) await discardStored(db, file);
    },
  };
}
