import type { LabelBatchDetail } from "@/lib/contracts/label/batch";
import type { Translate } from "@/lib/contracts/issues";
import { faceFields, labelFace, type FaceField, type LabelFace } from "@/lib/label/templates";

/** The message namespace whose `face.*` captions and `reprint` mark a screen's labels carry. */
export type FaceNamespace = "purchaseLabel" | "labelPrint";

/** The label faces of a batch as the print page and the PDF show them. */
export const batchFaces = (b: Omit<LabelBatchDetail, "labels">, labels: LabelBatchDetail["labels"], reprint: (l: LabelBatchDetail["labels"][number]) => boolean): LabelFace[] =>
  labels.map((l) => labelFace(b, { serial: l.serial, seq: l.seq, quantity: l.quantity, reprint: reprint(l) }));

export const faceCaptions = (t: Translate, ns: FaceNamespace) =>
  Object.fromEntries(faceFields.map((f) => [f, t(`${ns}.face.${f}`)])) as Record<FaceField, string>;
