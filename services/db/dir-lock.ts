import fs from "node:fs";

/** Thrown when another live process holds the PGlite directory; its message names the directory. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database directory ${dir} is in use by another process (pid ${pid}). ` +
        `One PGlite directory serves one process: stop that process, or give this one its own DATA_DIR or a DATABASE_URL.`,
    );
    this.name = "DataDirBusyError";
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  // A killed child its parent has not reaped yet still answers kill(0); on Linux its state says Z.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return true;
  }
}

const readPid = (file: string) => {
  try {
    return Number(fs.readFileSync(file, "utf8").trim());
  } catch {
    return NaN;
  }
};

/**
 * Takes `<dir>.lock` holding this process's pid, or refuses at once when a live process holds it. A lock
 * left by a killed process (its pid dead, or our own pid reused after a container restart) is taken over.
 * Returns the release; the lock is also dropped when the process exits.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      const release = () => {
        process.off("exit", release);
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readPid(file);
    if (holder !== process.pid && alive(holder)) throw new DataDirBusyError(dir, holder);
    // Stale: move it aside atomically; if what we moved turns out to be a live process's fresh lock, put it back.
    const aside = `${file}.${process.pid}.stale`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readPid(aside);
    if (moved !== holder && moved !== process.pid && alive(moved)) {
      try {
        fs.linkSync(aside, file);
      } finally {
        fs.rmSync(aside, { force: true });
      }
      throw new DataDirBusyError(dir, moved);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`Could not lock the database directory ${dir} (${file})`);
}
