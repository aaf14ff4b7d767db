"use client";

import { clientOnly } from "@/components/common/client-only";

/** The editor (a form with the contract's zod schema) loads only for the admins it is rendered for. */
export const LazyChannelsEditor = clientOnly(async () => ({ default: (await import("./channels-editor")).ChannelsEditor }));
