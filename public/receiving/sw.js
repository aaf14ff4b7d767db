// The dock page's service worker (scope /receiving/): it keeps the page's shell (the page, its scripts and
// styles), the barcode decoder and the app's icons, so the page opens without a connection. It never keeps an
// API answer: /api/ requests, and the page's own data requests (RSC), always go to the network.
const shell = "receiving-shell-v1";

const kept = (url) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith("/_next/static/") || /^\/receiving\/(zxing_reader\.wasm|icon-\d+\.png|manifest\.webmanifest)$/.test(url.pathname));

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== shell) await caches.delete(name);
    await self.clients.claim();
  })());
});

// the page names the shell files it loaded before this worker ran
self.addEventListener("message", (event) => {
  const urls = (event.data && Array.isArray(event.data.keep) ? event.data.keep : [])
    .map((u) => new URL(u, self.location.origin))
    .filter((u) => kept(u) || u.pathname === "/receiving/scan");
  event.waitUntil(caches.open(shell).then((c) => Promise.all(urls.map(async (u) => {
    if (!(await c.match(u.href, { ignoreSearch: u.pathname === "/receiving/scan" }))) await c.add(u.href).catch(() => undefined);
  }))));
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (req.mode === "navigate" && url.pathname === "/receiving/scan") {
    // the page from the network while there is one (and kept for the next time there is none)
    event.respondWith((async () => {
      try {
        const res = await fetch(req);
        if (res.ok && !res.redirected) await (await caches.open(shell)).put("/receiving/scan", res.clone());
        return res;
      } catch (e) {
        const cached = await caches.match("/receiving/scan", { cacheName: shell });
        if (cached) return cached;
        throw e;
      }
    })());
    return;
  }
  if (!kept(url) || req.headers.has("RSC")) return;
  event.respondWith((async () => {
    const cache = await caches.open(shell);
    const hit = await cache.match(req);
    if (hit) return hit;
    const res = await fetch(req);
    if (res.ok) await cache.put(req, res.clone());
    return res;
  })());
});
