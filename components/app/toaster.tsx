"use client";

import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { toasterReady } from "@/lib/client/toast";

/** sonner's Toaster; loaded with the first toast (see lib/client/toast.ts). */
export default function Toaster() {
  // Sonner's own effect (a child's) subscribes before this one runs, so the queued toasts are seen.
  useEffect(() => toasterReady((kind, message, opts) => void toast[kind](message, opts), (id) => toast.dismiss(id)), []);
  return <Sonner position="bottom-right" richColors closeButton />;
}
