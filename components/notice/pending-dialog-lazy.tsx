"use client";

import { clientOnly } from "@/components/common/client-only";

/** The important-notice dialog loads only when a notice waits for confirmation, not with every dashboard. */
export const PendingNoticesDialogLazy = clientOnly(async () => ({ default: (await import("./pending-dialog")).PendingNoticesDialog }));
