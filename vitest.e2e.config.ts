import { defineConfig } from "vitest/config";
import path from "node:path";

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/setup/server.ts"],
    fileParallelism: false,
    reporters: ["default", ["json", { outputFile: "test-results/e2e.json" }]],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
