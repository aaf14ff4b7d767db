import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import { closeOnEarlyAnswer } from "@/lib/server/early-answer.mjs";

/** 127.0.0.0/8, ::1 and localhost: only processes of this machine can connect. */
export function isLoopback(hostname: string): boolean {
  const h = hostname.trim().toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Outside loopback anyone on the network can call the services, and only SERVICES_SECRET tells the portal's
 * forwarded client address (X-Client-IP) from a forged one: without it the services refuse to start.
 */
export function assertServicesSecret(hostname: string, secret: string | undefined): void {
  if (isLoopback(hostname) || secret) return;
  throw new Error(
    `SERVICES_SECRET is required when the services listen on ${hostname || "every interface"} (not loopback): ` +
      "set the same secret of at least 32 characters for the services and the portal, or listen on 127.0.0.1 (SERVICES_HOST)",
  );
}

/**
 * The services over HTTP (`npm run services`): the socket goes to the apps as the `incoming` binding
 * (services/core/caller-address.ts), and an answer given before the request's body was read whole closes
 * the connection (lib/server/early-answer.mjs).
 */
export function serveServices(root: Hono, o: { port: number; hostname: string }): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve(
      {
        port: o.port,
        hostname: o.hostname,
        fetch: (req: Request, bindings) => {
          // serve() makes HTTP/1 servers only (no createServer option): the bindings are HttpBindings.
          const { incoming, outgoing } = bindings as HttpBindings;
          closeOnEarlyAnswer(incoming, outgoing);
          return root.fetch(req, bindings);
        },
      },
      () => resolve(server as Server),
    );
  });
}

export const portOf = (server: Server) => (server.address() as AddressInfo).port;
