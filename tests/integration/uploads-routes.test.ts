import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { badSvgs, filesOnDisk, oversize, polyglots, routeSetup, samples, send, storedRows, targetOf, uploadRoutes, type Target } from "./uploads.fixtures";

/**
 * Issue 34, over every upload route of the registry: a refused upload (a hostile SVG where SVGs are taken, a
 * polyglot of each accepted kind, a file over the limit, a file of no accepted kind) answers 400/413/415 and
 * leaves no file under DATA_DIR/files and no stored_files row, whether the storage or the handler refused it.
 */
const storageBefore = process.env.FILE_STORAGE;
beforeAll(() => {
  process.env.FILE_STORAGE = "fs";
  resetEnv();
});
afterAll(() => {
  if (storageBefore === undefined) delete process.env.FILE_STORAGE;
  else process.env.FILE_STORAGE = storageBefore;
  resetEnv();
});

const exe = Buffer.concat([Buffer.from("MZ\x90\0\x03\0\0\0", "binary"), Buffer.alloc(300, 0x41)]);

it("finds the upload routes, and knows what each needs", () => {
  expect(uploadRoutes.length).toBeGreaterThanOrEqual(10);
  for (const { route } of uploadRoutes) {
    if (route.path.includes(":")) expect(routeSetup[route.path], `${route.path} needs a routeSetup entry`).toBeDefined();
  }
});

describe.each(uploadRoutes)("$label", ({ service, route, accept }) => {
  let target: Target;
  beforeAll(async () => {
    target = await targetOf(route);
  });

  const refuses = async (bytes: Uint8Array, name: string, statuses = [400, 415]) => {
    const disk = filesOnDisk();
    const stored = await storedRows();
    const res = await send(service, target, bytes, name);
    expect(statuses, `${name}: ${res.status} ${res.body.message}`).toContain(res.status);
    expect(filesOnDisk(), `${name}: files left on disk`).toBe(disk);
    expect(await storedRows(), `${name}: stored_files rows left`).toBe(stored);
  };

  it("reaches storage with a well-formed file of an accepted kind (the refusals below are not about the caller)", async () => {
    const res = await send(service, target, await samples[accept[0]!]!(), `ok.${accept[0]}`);
    expect([401, 403, 404, 405, 409, 413, 415], res.body.message).not.toContain(res.status);
    if (res.status !== 200) expect(res.body.message).not.toMatch(/not accepted|empty|larger/);
  });

  it("refuses a file of no accepted kind, nothing left", async () => {
    await refuses(exe, "setup.png");
  });

  it("refuses a file one byte over its limit while it streams, nothing left", async () => {
    await refuses(oversize(accept[0]!, route.upload!.maxBytes), `big.${accept[0]}`, [413]);
  });

  it.each(accept.filter((k) => k !== "svg" && k !== "xml"))("refuses polyglots of %s (markup riding in a binary file), nothing left", async (kind) => {
    const cases = await polyglots(kind);
    expect(cases.length).toBeGreaterThan(0);
    for (const [label, bytes] of cases) await refuses(bytes, `${label}.${kind}`);
  });

  if (!accept.includes("svg")) return;

  it.each(badSvgs)("refuses an SVG with %s, nothing left", async (_label, text) => {
    await refuses(Buffer.from(text), "icon.svg");
  });

  it("keeps a clean SVG that uses prefixes, styles and fragments", async () => {
    const clean = `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 16 16"><!-- icon -->
      <s:style>.a { fill: url(#g); stroke: #333 }</s:style><s:defs><s:linearGradient id="g"><s:stop offset="0" stop-color="red"/></s:linearGradient>
      <s:path id="p" d="M0 0h4v4z"/></s:defs><s:use xlink:href="#p" class="a" transform="translate(2 2)"/><s:title>Icon</s:title></svg>`;
    const res = await send(service, target, Buffer.from(clean), "clean.svg");
    expect(res.body.returnCode, res.body.message).toBe(200);
  });
});
