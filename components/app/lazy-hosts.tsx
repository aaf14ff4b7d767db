"use client";

import { clientOnly } from "@/components/common/client-only";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { setNetworkMessage } from "@/lib/client/request";
import { useToasterWanted } from "@/lib/client/toast";
import { useReloginOpen } from "@/lib/client/relogin-store";

const Toaster = clientOnly(() => import("./toaster"));
const ReloginDialog = clientOnly(async () => ({ default: (await import("./relogin-dialog")).ReloginDialog }));

/** Mounts the toaster once the first toast is asked for, so sonner is not part of any page's first load. */
export function ToasterHost() {
  const network = useTranslations("errors")("network");
  useEffect(() => setNetworkMessage(network), [network]);
  return useToasterWanted() ? <Toaster /> : null;
}

/** Mounts the re-login dialog the first time a session code opens it, and keeps it for its closing animation. */
export function ReloginHost() {
  const open = useReloginOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return open || used ? <ReloginDialog /> : null;
}
