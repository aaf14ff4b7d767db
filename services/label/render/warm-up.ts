import { labelFace, type FaceField } from "@/lib/label/templates";
import { cjkFonts } from "@/services/core/fonts";
import { renderLabelsPdf } from "./pdf";

/**
 * A spare worker's warm-up: one label with every barcode and both fonts rendered to nowhere, so its task
 * starts with the modules compiled, the font files read and the text and barcode paths run once.
 */
export function warmUp(): Promise<void> {
  const face = labelFace(
    {
      itemdesc: "铜版纸 Giấy", itemno: "W", pono: "P", poLineNo: 1, applyNo: "A", projectNo: "", noticeNo: "N", noticeLineNo: 1, perPack: "1",
      perBundle: "1", batchNo: "B", productionDate: "2026-01-01", netWeight: "1", singleWeight: "1", workNo: "W", customerLabel: "客户",
      companyCode: "C", venno: "1", vensname: "纸", count: 1, withGs1: true, withQr: true,
    },
    { serial: "L00000000000", seq: 1, quantity: "1", reprint: true },
  );
  const captions = new Proxy({} as Record<FaceField, string>, { get: () => "" });
  return renderLabelsPdf({ template: "generic_100x70", faces: [face], captions, reprintText: "", fonts: cjkFonts() }, { chunk() {}, progress() {} });
}
