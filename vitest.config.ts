import { defineConfig } from "vitest/config";
import path from "node:path";
import { testWorkers } from "./tests/setup/workers";

const root = path.resolve(import.meta.dirname);
const alias = { "@": root, "server-only": path.join(root, "tests/setup/empty.ts") };

const shared = {
  resolve: { alias },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global.ts"],
    setupFiles: ["tests/setup/worker.ts"],
    isolate: false,
    maxWorkers: testWorkers,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
};

export default defineConfig({
  test: {
    reporters: ["default", ["json", { outputFile: `test-results/${process.env.VITEST_REPORT ?? "unit"}.json` }]],
    projects: [
      { ...shared, test: { ...shared.test, name: "pglite", env: { TEST_DRIVER: "pglite", CONTRACT_CHECK: "1", RENDER_CHECK: "1" } } },
      {
        ...shared,
        test: {
          ...shared.test,
          name: "postgres",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DRIVER: "postgres", CONTRACT_CHECK: "1", RENDER_CHECK: "1" },
        },
      },
    ],
  },
});
