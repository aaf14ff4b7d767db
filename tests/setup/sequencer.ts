import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take the longest, longest first, as CI measured them (pglite; postgres runs most of them too).
 * On a fresh clone vitest knows no durations and starts larger files first, and these are small: the 230 s of
 * process-boot began halfway through and the 64 s of authz-matrix last, so one worker ran on alone for 40 s of
 * a 467 s run. A file missing here only runs where vitest would have put it.
 */
const slowest = [
  "tests/integration/process-boot.test.ts",
  "tests/integration/services-fuzz.test.ts",
  "tests/integration/authz-matrix.test.ts",
  "tests/integration/process-stop.test.ts",
  "tests/integration/label-task-stop.test.ts",
  "tests/integration/list-json.test.ts",
  "tests/integration/label.matrix.test.ts",
  "tests/integration/erp-purchase-fuzz.test.ts",
  "tests/integration/label-worker-bundle.test.ts",
  "tests/integration/label-tasks.test.ts",
  "tests/integration/base-data-role-import.test.ts",
  "tests/integration/base-data-webhook.instances.test.ts",
  "tests/integration/base-data.matrix.test.ts",
  "tests/integration/openapi-valid.test.ts",
];

const rank = (spec: TestSpecification) => {
  const i = slowest.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
  return i < 0 ? slowest.length : i;
};

/** Vitest's order with the slowest files first within each project, so the two workers end together. */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectAt = new Map<string, number>();
    sorted.forEach((f, i) => projectAt.set(f.project.name, projectAt.get(f.project.name) ?? i));
    const key = (f: TestSpecification, i: number) => [projectAt.get(f.project.name)!, rank(f), i] as const;
    return sorted
      .map((f, i) => ({ f, k: key(f, i) }))
      .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2])
      .map(({ f }) => f);
  }
}
