import type { LabelBatchDetail } from "@/lib/contracts/label/purchase-label";
import type { Translate } from "@/lib/contracts/issues";
import { faceFields, labelFace, type FaceField, type LabelFace } from "@/lib/label/templates";

/** The label faces of a batch as the print page and the PDF show them. */
export const batchFaces = (b: Omit<LabelBatchDetail, "labels">, labels: LabelBatchDetail["labels"], reprint: (l: LabelBatchDetail["labels"][number]) => boolean): LabelFace[] =>
  labels.map((l) => labelFace(b, { serial: l.serial, seq: l.seq, quantity: l.quantity, reprint: reprint(l) }));

export const faceCaptions = (t: Translate) => Object.fromEntries(faceFields.map((f) => [f, t(`purchaseLabel.face.${f}`)])) as Record<FaceField, string>;
