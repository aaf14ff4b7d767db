// The QR helper worker started from the source tree (see worker.mjs).
import { register } from "tsx/esm/api";

register();
await import("./qr-worker-main.ts");
