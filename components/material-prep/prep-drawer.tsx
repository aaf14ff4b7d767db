"use client";

import { useTranslations } from "next-intl";
import type { MaterialPrepRow } from "@/lib/contracts/erp-purchase/material-prep";
import { RecordDrawer } from "@/components/common/record-drawer";
import { MaterialPrepView } from "./task-detail";

/** A task's figures and progress entries in a side drawer; its code loads with the first task opened. */
export function PrepDrawer({ task, version, onClose }: { task: MaterialPrepRow | null; version: number; onClose: () => void }) {
  const t = useTranslations();
  return (
    <RecordDrawer
      open={task !== null}
      onClose={onClose}
      title={task ? t("materialPrep.detail.title", { taskNo: task.taskNo }) : ""}
      description={task ? `${task.itemno} ${task.itemdesc}` : ""}
      className="sm:max-w-[min(40rem,92vw)]"
      testId="material-prep-drawer"
    >
      {task && <MaterialPrepView id={task.id} version={version} />}
    </RecordDrawer>
  );
}
