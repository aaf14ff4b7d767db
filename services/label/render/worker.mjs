// The label PDF worker started from the source tree: tsx compiles the TypeScript (paths from tsconfig.json).
import { register } from "tsx/esm/api";

register();
await import("./worker-main.ts");
