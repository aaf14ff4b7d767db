"use client";

import { useEffect } from "react";

const intervalMs = 60_000;

/** Re-checks the session when the tab regains focus and once a minute, so an ended session shows promptly. */
export function SessionWatch() {
  useEffect(() => {
    // no check has run yet: a focus in the page's first second must check too (the session may have ended since the server rendered it)
    let last = 0;
    const check = () => {
      if (document.visibilityState !== "visible") return;
      last = Date.now();
      // the request helper and the contract (zod with it) load with the first check, not with the page
      Promise.all([import("@/lib/client/request"), import("@/lib/contracts/base-data/user")])
        .then(([{ callOp }, { userOps }]) => callOp(userOps.info))
        .catch(() => undefined);
    };
    const onFocus = () => {
      if (Date.now() - last > 1000) check();
    };
    const timer = setInterval(check, intervalMs);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, []);
  return null;
}
