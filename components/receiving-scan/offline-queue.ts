import { decoderFiles } from "./decoder";

/**
 * Scans made while the device is offline, kept in IndexedDB until the connection returns. The store's
 * auto-increment key is the scan order, in which the replay applies them.
 */
export interface WaitingScan { seq?: number; clientScanId: string; code: string; noticeId?: number }

const store = "waiting";

function db(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open("receiving-scan", 1);
    req.onupgradeneeded = () => req.result.createObjectStore(store, { keyPath: "seq", autoIncrement: true });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const conn = await db();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = conn.transaction(store, mode);
      const req = work(tx.objectStore(store));
      tx.oncomplete = () => resolve(req ? req.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    conn.close();
  }
}

export const keepWaiting = async (scan: WaitingScan) => void (await run("readwrite", (s) => s.add(scan)));

export const waitingScans = async (): Promise<WaitingScan[]> => (await run<WaitingScan[]>("readonly", (s) => s.getAll())) ?? [];

export const dropWaiting = async (seqs: number[]) => void (await run("readwrite", (s) => { for (const k of seqs) s.delete(k); }));

/** How many scans wait, mirrored where the page reads it at once on opening, without loading this module. */
export const waitingMirror = "receiving-scan-waiting";
export const mirrorWaiting = (count: number) => localStorage.setItem(waitingMirror, String(count));

/**
 * The page's shell and decoder kept by the service worker (public/receiving/sw.js), registered once the clerk
 * starts working, with the shell files this page loaded before the worker ran.
 */
export async function registerShell() {
  if (!navigator.serviceWorker) return;
  const reg = await navigator.serviceWorker.register("/receiving/sw.js", { scope: "/receiving/" });
  await navigator.serviceWorker.ready;
  const decoder = await decoderFiles();
  const files = performance.getEntriesByType("resource").map((e) => e.name).filter((u) => new URL(u).pathname.startsWith("/_next/static/"));
  reg.active?.postMessage({ keep: [location.pathname, ...decoder, ...files] });
}
