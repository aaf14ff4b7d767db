import type { AnyRoute } from "@/services/core/route";
import { bookReceivingScans } from "./book";
import { findReceivingNotice, getReceivingNotice } from "./detail";
import { replayReceivingScans } from "./replay";
import { scanReceivingCarton } from "./scan";

/** The receiving-scan module's routes, fixed paths before `/:id` ones. */
export const receivingScanRoutes: AnyRoute[] = [findReceivingNotice, scanReceivingCarton, replayReceivingScans, getReceivingNotice, bookReceivingScans];
