import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // Messages are compiled at build time, so the browser formats them without intl-messageformat's parser.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // A separate build folder lets parallel builds (e.g. two checkouts' e2e runs) not collide.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // CI's `npm test` checks every type, the routes' generated ones included (`next typegen`), before it builds twice
  // (the e2e build, then `vercel build`): with NEXT_TYPES_CHECKED=1 (.ci/run) neither build checks them again.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === "1" },
  // forbidden() lets /401 answer HTTP 403 instead of 200.
  experimental: { authInterrupts: true },
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "exceljs", "pdfkit", "bwip-js", "pino", "prom-client"],
  // Worker threads start from files the bundler never sees, so their files are traced in by hand.
  outputFileTracingIncludes: {
    // The migrator reads the SQL files and the journal; the meta snapshots (11 MB) are drizzle-kit's, at development time.
    "/**": ["./services/db/migrations/*.sql", "./services/db/migrations/meta/_journal.json", "./docs/guide/**", "./services/core/import/sheet-worker.mjs", "./node_modules/xlsx/xlsx.js", "./node_modules/xlsx/package.json"],
    // Label downloads start through the services' API route: the bundled PDF workers and the shipped fonts.
    "/api/**": ["./services/label/render/dist/*.mjs", "./services/core/fonts/*.otf"],
    // The camera's barcode reader, served by app/(portal)/receiving/zxing_reader.wasm.
    "/receiving/**": ["./node_modules/zxing-wasm/dist/reader/zxing_reader.wasm"],
  },
  // The migrations folder is found by path at run time, and a tracer may take all of it.
  outputFileTracingExcludes: { "/**": ["./services/db/migrations/meta/*_snapshot.json"] },
};

export default withNextIntl(nextConfig);
