"use client";

import { useTranslations } from "next-intl";
import type { VmiMaterialRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { RecordDrawer } from "@/components/common/record-drawer";
import { MaterialStock } from "./material-stock";

/** A material's on-hand per location in a side drawer; its code loads with the first material opened. */
export function VmiDrawer({ material, version, onClose }: { material: VmiMaterialRow | null; version: number; onClose: () => void }) {
  const t = useTranslations();
  return (
    <RecordDrawer
      open={material !== null}
      onClose={onClose}
      title={material ? t("vmiInventory.detail.title", { itemno: material.itemno, itemdesc: material.itemdesc }) : ""}
      description={material ? `${material.venno} ${material.vensname}` : ""}
      className="sm:max-w-[min(40rem,92vw)]"
      testId="vmi-drawer"
    >
      {material && <MaterialStock id={material.id} version={version} />}
    </RecordDrawer>
  );
}
