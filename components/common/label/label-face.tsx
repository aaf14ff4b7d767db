"use client";

import type { LabelTemplateId } from "@/lib/contracts/label/fields";
import { labelTemplates, type FaceField, type LabelFace } from "@/lib/label/templates";
import { LinearBarcode, QrCode } from "./barcode-svg";

/**
 * One label on screen and on paper, laid out from the same template as the PDF: every position in
 * millimetres, type sizes in points; the print page breaks the paper after each label.
 */
export function LabelFaceView({ template, face, captions, reprintText }: { template: LabelTemplateId; face: LabelFace; captions: Record<FaceField, string>; reprintText: string }) {
  const tpl = labelTemplates[template];
  const mark = `${face.seq}/${face.count}`;
  return (
    <div
      className="relative overflow-hidden bg-white text-black [break-inside:avoid]"
      style={{ width: `${tpl.widthMm}mm`, height: `${tpl.heightMm}mm`, fontFamily: '"Noto Sans CJK SC", "Noto Sans SC", sans-serif' }}
      data-testid="label-face"
      data-serial={face.serial}
    >
      {face.reprint && <div className="absolute border-black" style={{ inset: "1mm", borderWidth: "0.35mm" }} />}
      {tpl.texts.filter((t) => !t.optional || face.values[t.field]).map((t) => (
        <div
          key={t.field}
          className="absolute truncate leading-tight"
          style={{ left: `${t.x}mm`, top: `${t.y}mm`, width: `${t.w}mm`, fontSize: `${t.size}pt`, fontWeight: t.bold ? 700 : 400 }}
        >
          {t.caption ? `${captions[t.field]}: ${face.values[t.field]}` : face.values[t.field]}
        </div>
      ))}
      <div className="absolute text-right font-bold" style={{ left: `${tpl.mark.x}mm`, top: `${tpl.mark.y}mm`, width: `${tpl.mark.w}mm`, fontSize: "8pt" }} data-testid="label-mark">
        {face.reprint ? `${reprintText} ${mark}` : mark}
      </div>
      <LinearBarcode kind="code128" value={face.serial} box={tpl.code128} testId="label-code128" />
      {face.withQr && <QrCode value={face.serial} box={tpl.qr} />}
      {face.gs1 && <LinearBarcode kind="gs1" value={face.gs1} box={tpl.gs1} testId="label-gs1" />}
    </div>
  );
}
