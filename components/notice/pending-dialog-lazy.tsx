"use client";

import dynamic from "next/dynamic";

/** The important-notice dialog loads only when a notice waits for confirmation, not with every dashboard. */
export const PendingNoticesDialogLazy = dynamic(() => import("./pending-dialog").then((m) => m.PendingNoticesDialog), { ssr: false });
