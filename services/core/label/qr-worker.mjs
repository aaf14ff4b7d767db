// A QR encoding worker: bwip-js QR costs about 12 ms a symbol, so the PDF worker hands slices of a
// large job's serials to a few of these and draws the shapes they send back.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { vectorBarcode } = await import("./barcode-vector.ts");
parentPort.postMessage(workerData.texts.map((text) => vectorBarcode("qr", text)));
