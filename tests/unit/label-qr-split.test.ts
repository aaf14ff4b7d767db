import path from "node:path";
import { describe, expect, it } from "vitest";
import { vectorBarcode } from "@/services/label/render/barcode-vector";
import { encodeQrInParallel, qrSplitAt } from "@/services/label/render/qr-split";

const dir = path.resolve("services/label/render");

describe("QR symbols of a large job split across helper worker threads", () => {
  it("answers the same shapes as encoding them here, for every text", async () => {
    const texts = Array.from({ length: qrSplitAt + 13 }, (_, i) => `L${String(70_000_000_000 + i).padStart(11, "0")}`);
    const shapes = await encodeQrInParallel([...texts, texts[0]!], dir);
    expect(shapes.size).toBe(texts.length);
    for (const t of [texts[0]!, texts[qrSplitAt]!, texts.at(-1)!]) expect(shapes.get(t)).toEqual(vectorBarcode("qr", t));
  }, 120_000);

  it("leaves a small job to the PDF worker", async () => {
    expect((await encodeQrInParallel(["L1", "L2"], dir)).size).toBe(0);
  });
});
