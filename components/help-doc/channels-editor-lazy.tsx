"use client";

import dynamic from "next/dynamic";

/** The editor (a form with the contract's zod schema) loads only for the admins it is rendered for. */
export const LazyChannelsEditor = dynamic(() => import("./channels-editor").then((m) => m.ChannelsEditor), { ssr: false });
