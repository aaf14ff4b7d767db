import { defineConfig } from "vitest/config";
import path from "node:path";

const root = path.resolve(import.meta.dirname);

/**
 * Measurements that another browser on the machine would skew run last and alone, and so does the dock's camera,
 * whose fake video plays in real time however busy the machine is; every other file runs two at a time, each worker
 * against a portal and an embedded database of its own (tests/e2e/setup/server.ts), so files never see each other's
 * data. A journey's time limit allows for a host at half the speed of the fastest seen.
 */
const alone = [
  "tests/e2e/lighthouse.e2e.ts",
  "tests/e2e/list-long-tasks.e2e.ts",
  "tests/e2e/page-speed.e2e.ts",
  "tests/e2e/receiving-scan-bench.e2e.ts",
  "tests/e2e/receiving-scan-camera.e2e.ts",
];

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    // A state that follows a resize or a re-render can take seconds to settle on a loaded CI host; 1 s is Vitest's default.
    expect: { poll: { timeout: 10_000 } },
    reporters: ["default", ["json", { outputFile: "test-results/e2e.json" }]],
    projects: [
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          exclude: alone,
          globalSetup: ["tests/e2e/setup/server.ts"],
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e-alone",
          include: alone,
          globalSetup: ["tests/e2e/setup/server.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
