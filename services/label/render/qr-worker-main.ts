// A QR encoding worker's body: bwip-js QR costs about 12 ms a symbol, so the PDF worker hands slices of
// a large job's serials to a few of these and draws the shapes they send back.
import { parentPort, workerData } from "node:worker_threads";
import { vectorBarcode } from "./barcode-vector";

parentPort!.postMessage((workerData as { texts: string[] }).texts.map((text) => vectorBarcode("qr", text)));
