import path from "node:path";
import { Worker } from "node:worker_threads";
import { AppError } from "../errors";
import { guardZip } from "./zip-guard";

/** Started from the source tree, never bundled (like the label worker). */
const workerPath = path.join(/* turbopackIgnore: true */ process.cwd(), "services/core/import/sheet-worker.mjs");

export interface SheetLimits {
  maxRows: number;
  maxCols: number;
  timeoutMs: number;
}
export const sheetLimits: SheetLimits = { maxRows: 5000, maxCols: 20, timeoutMs: 20_000 };

export interface SheetRow {
  /** The row's number in the sheet (1-based), as the user sees it. */
  n: number;
  cells: string[];
}

/**
 * The first worksheet of an .xlsx or .xls as its non-blank rows of trimmed strings (at most `maxRows` × `maxCols`). An
 * .xlsx's zip is checked for bombs before anything inflates; the parse runs in a worker with a memory cap
 * and a time limit, so a hostile file costs that thread, never the server's event loop.
 */
export async function readSheet(bytes: Buffer, kind: "xlsx" | "xls", limits = sheetLimits): Promise<SheetRow[]> {
  if (kind === "xlsx") guardZip(bytes);
  const worker = new Worker(/* turbopackIgnore: true */ workerPath, {
    workerData: { bytes, kind, maxRows: limits.maxRows, maxCols: limits.maxCols },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const answer = await new Promise<{ rows: SheetRow[]; tooMany: boolean }>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new AppError("VALIDATION", "validation.import.tooComplex"));
    }, limits.timeoutMs);
    worker.once("message", (m: { rows: SheetRow[]; tooMany: boolean }) => {
      clearTimeout(timer);
      resolve(m);
    });
    worker.once("error", () => {
      clearTimeout(timer);
      reject(new AppError("VALIDATION", "validation.import.unreadable"));
    });
    worker.once("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new AppError("VALIDATION", "validation.import.unreadable"));
    });
  });
  await worker.terminate();
  if (answer.tooMany) throw new AppError("VALIDATION", "validation.import.tooManyRows", { max: limits.maxRows });
  return answer.rows;
}
