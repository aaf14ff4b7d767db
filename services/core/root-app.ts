import { Hono } from "hono";
import { ReturnCode } from "@/lib/contracts/envelope";
import { serviceNames, type ServiceName } from "@/lib/contracts/services";
import { localeOf, translatorFor } from "./i18n";

/**
 * The four services under one HTTP root (`/base-data/…`, `/erp-purchase/…`). Each request goes to its
 * service's own app with the prefix stripped and the server's bindings (the socket), so that app's envelopes
 * answer unknown routes (404) and wrong methods (405); an unknown prefix answers the envelope too, never plain text.
 */
export function rootApp(apps: Record<ServiceName, { app: { fetch: (req: Request, env?: unknown) => Response | Promise<Response> } }>): Hono {
  const root = new Hono();
  root.all("*", (c) => {
    const url = new URL(c.req.url);
    const [, first = "", ...rest] = url.pathname.split("/");
    if ((serviceNames as readonly string[]).includes(first)) {
      url.pathname = `/${rest.join("/")}`;
      return apps[first as ServiceName].app.fetch(new Request(url, c.req.raw), c.env);
    }
    const t = translatorFor(localeOf(c.req.raw));
    return c.json({ returnCode: ReturnCode.notFound, message: t("errors.routeNotFound") }, 404, { "Cache-Control": "private, no-store" });
  });
  return root;
}
