import { messageMs, toast } from "@/lib/client/toast";
import { reloginCodes, ReturnCode, type Envelope, type FieldErrors } from "@/lib/contracts/envelope";
import type { ServiceName } from "@/lib/contracts/services";
import { pathOf, type AnyOperation, type OpAddress, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf } from "@/lib/contracts/kit/operation";
import { openRelogin } from "./relogin-store";
import { errorLog } from "./error-log";
import { rightsStaleEvent } from "./rights-stale";

export class RequestError extends Error {
  constructor(
    readonly returnCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** The error toast this answer showed (lib/client/toast.ts toastTrail takes it back after a later success). */
    readonly toastId?: string | number,
  ) {
    super(message);
  }
}

export const elsewhereReloadMs = 3000;

type Loose = Envelope & { Success?: unknown; StatusCode?: number; code?: number };

/** docs/requirements.md §7: the response handling every call shares. */
export function handleEnvelope<T>(body: Loose, source?: string): T {
  if (body && typeof body === "object" && "Success" in body) return body as T;
  const code = body.returnCode ?? body.StatusCode ?? body.code;
  if (code === ReturnCode.ok) return body.data as T;
  const message = body.message || "Error";
  errorLog.add({ kind: "api", message, returnCode: code ?? ReturnCode.server, source });
  let toastId: string | number | undefined;
  if (code === ReturnCode.loggedInElsewhere) {
    toast.error(message, { duration: elsewhereReloadMs, id: "logged-in-elsewhere" });
    setTimeout(() => window.location.reload(), elsewhereReloadMs);
  } else {
    toastId = toast.error(message, { duration: messageMs });
    if (code !== undefined && reloginCodes.includes(code)) openRelogin();
    if (code === ReturnCode.forbidden && typeof window !== "undefined") window.dispatchEvent(new Event(rightsStaleEvent));
  }
  const fieldErrors = (body.data as { fieldErrors?: FieldErrors } | undefined)?.fieldErrors;
  throw new RequestError(code ?? ReturnCode.server, message, fieldErrors, toastId);
}

export interface RequestInit {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  signal?: AbortSignal;
}

function urlFor(service: ServiceName, path: string, query?: RequestInit["query"]): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const s = qs.toString();
  return `/api/${service}/${path.replace(/^\//, "")}${s ? `?${s}` : ""}`;
}

let networkMessage: string | undefined;
/** The failed connection's message in the page's language (the browser's own, "Failed to fetch", is English). */
export const setNetworkMessage = (message: string) => {
  networkMessage = message;
};

async function send(service: ServiceName, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(urlFor(service, path, init.query), {
      method: init.method ?? "GET",
      headers: init.json !== undefined ? { "content-type": "application/json" } : undefined,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name !== "AbortError") Object.assign(err as Error, { toastId: toast.error(networkMessage ?? ((err as Error).message || "Error"), { duration: messageMs }) });
    throw err;
  }
}

/** The one client-side request helper: calls a service through the portal's proxy route. */
export async function request<T>(service: ServiceName, path: string, init: RequestInit = {}): Promise<T> {
  const res = await send(service, path, init);
  let body: Loose;
  try {
    body = (await res.json()) as Loose;
  } catch {
    body = { returnCode: res.status, message: res.statusText || "Error" };
  }
  return handleEnvelope<T>(body, `${init.method ?? "GET"} ${urlFor(service, path)}`);
}

/** Blob downloads skip the envelope unless the service answered with one (an error). */
export async function requestBlob(service: ServiceName, path: string, init: RequestInit = {}): Promise<Blob> {
  const res = await send(service, path, init);
  if ((res.headers.get("content-type") ?? "").includes("application/json")) {
    handleEnvelope(await res.json());
  }
  return res.blob();
}

type OpInput<O extends AnyOperation> = { params?: ParamsOf<O>; query?: QueryOf<O>; body?: BodyOf<O>; signal?: AbortSignal };

/** Calls an operation of the contract, or at its address: its service, method and path, with typed input and answer. */
export function callOp<O extends AnyOperation>(op: O | OpAddress<O>, input: OpInput<O> = {}): Promise<ResponseOf<O>> {
  return request<ResponseOf<O>>(op.service, pathOf(op, input.params as Record<string, string | number> | undefined), {
    method: op.method.toUpperCase() as RequestInit["method"],
    query: input.query as RequestInit["query"],
    json: input.body,
    signal: input.signal,
  });
}
