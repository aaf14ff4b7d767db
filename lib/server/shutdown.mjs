/**
 * How long running requests may take to finish after SIGTERM before their connections are cut
 * (SHUTDOWN_TIMEOUT_MS, default 10 s).
 * @param {string | undefined} value
 * @returns {number}
 */
export function shutdownTimeoutOf(value) {
  const n = Number(value ?? "");
  return Number.isFinite(n) && n >= 0 && value !== "" && value !== undefined ? n : 10_000;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the running requests finish (at most
 * `timeoutMs`, then their connections are cut), run `close` (the database), and exit 0.
 * @param {import("node:http").Server} server
 * @param {{ close: () => Promise<void>, timeoutMs: number, log: (fields: object, msg: string) => void }} o
 */
export function stopOnSignals(server, o) {
  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    o.log({ event: "shutdown.start", signal, timeoutMs: o.timeoutMs }, "stopping: no new connections, finishing running requests");
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    // A keep-alive connection whose request has finished is closed as soon as it is idle.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    const cut = setTimeout(() => {
      o.log({ event: "shutdown.timeout" }, "requests still running at the time limit: connections cut");
      server.closeAllConnections();
    }, o.timeoutMs);
    await closed;
    clearInterval(idle);
    clearTimeout(cut);
    let code = 0;
    try {
      await o.close();
    } catch (err) {
      o.log({ event: "shutdown.error", err: String(err) }, "closing the database failed");
      code = 1;
    }
    o.log({ event: "shutdown.done" }, "stopped");
    process.exit(code);
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop(signal));
}
