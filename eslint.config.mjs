import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { localPlugin } from "./eslint/sql-table-names.mjs";

// Layer boundaries of docs/architecture.md ("Module kit"): the portal reaches data only through the services,
// and the services never depend on the portal. Relative spellings are covered as well as the "@/" alias.
const portalMayNotImport = [
  {
    group: ["@/services/db", "@/services/db/*", "**/services/db", "**/services/db/*"],
    message: "The portal never touches the database: call the service through lib/upstream.",
  },
];
// sonner loads with the first toast (lib/client/toast.ts); a direct import would put it in every page's first load;
// next/link, next/dynamic and tailwind-merge have smaller stand-ins that keep them out of every page's first load.
const pagesLoadLazily = [
  { group: ["sonner"], message: "Use toast from @/lib/client/toast: it loads sonner with the first toast." },
  { group: ["next/link"], message: "Use Link from @/components/common/link." },
  { group: ["next/dynamic"], message: "Use clientOnly from @/components/common/client-only, or React's lazy." },
  { group: ["tailwind-merge"], message: "Use cn from @/lib/utils." },
];
// Classic zod keeps its methods on prototypes and cannot be tree-shaken: code a page can load uses zod/mini.
const classicZod = [{ name: "zod", message: "Use zod/mini in code a page can load (docs/architecture.md, one contract)." }];
// A barrel re-exports modules whose top level builds schemas; the bundler keeps them all once one name is imported.
const pagePaths = [
  ...classicZod,
  { name: "@/lib/contracts/erp-purchase", message: "Import the contract's own file: the barrel puts every purchasing contract in the page." },
];
const servicesMayNotImport = [
  {
    group: ["@/lib/upstream*", "**/lib/upstream*"],
    message: "A service does not call the portal's upstream client; shared names belong in lib/contracts.",
  },
  { group: ["@/app/*", "**/app/*"], message: "A service may not depend on the portal's routes." },
  { group: ["@/components/*", "**/components/*"], message: "A service may not depend on the portal's components." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: pagePaths, patterns: [...portalMayNotImport, ...pagesLoadLazily] }] },
  },
  {
    files: ["components/app/toaster.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: pagePaths, patterns: portalMayNotImport }] },
  },
  {
    files: ["lib/contracts/**/*.ts", "lib/table-state/**/*.ts", "lib/client/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: classicZod }] },
  },
  {
    files: ["services/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: servicesMayNotImport }] },
  },
  // Queries name tables and columns through the drizzle schema, so a rename fails to compile (issue 35).
  {
    files: ["services/**/*.{ts,tsx}"],
    plugins: { local: localPlugin },
    rules: { "local/sql-table-names": ["error", { columns: true }] },
  },
  globalIgnores([".next/**", ".next-*/**", ".vercel/**", ".ci/**", "node_modules/**", "data/**", "services/db/migrations/**", "services/label/render/dist/**", "tests/artifacts/**", "next-env.d.ts"]),
]);
