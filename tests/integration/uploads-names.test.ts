import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploadName } from "@/services/core/storage/store";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { filesOnDisk, samples, send, storedRows, targetOf, uploadRoutes } from "./uploads.fixtures";

/** Issue 34: an upload's name cannot carry control characters, and loses bidi and zero-width characters, in NFC. */
describe("upload names", () => {
  it("refuses control characters, strips bidi controls and zero-width characters, and normalises to NFC", () => {
    expect(uploadName("\u202egnp.exe")).toBe("gnp.exe");
    expect(uploadName("in\u2066vo\u2069ice\u200b\u200d\u200e\u200f\ufeff.pdf")).toBe("invoice.pdf");
    expect(uploadName("Cafe\u0301.png")).toBe("Café.png");
    for (const bad of ["a\u0000.png", "a\nb.png", "a\r.png", "tab\t.png", "a\u007f.png", "a\u0085.png", "a\u2028.png"]) {
      expect(() => uploadName(bad), JSON.stringify(bad)).toThrow();
    }
    expect(() => uploadName("\u202e\u200b")).toThrow();
  });

  // The routes that keep the client's name (a help document is named after its title instead).
  const named = uploadRoutes.filter(({ route }) => "name" in ((route.query as { shape?: object } | undefined)?.shape ?? {}));
  it("finds the routes that keep a client's file name", () => expect(named.length).toBeGreaterThanOrEqual(9));

  describe.each(named)("$label", ({ service, route, accept }) => {
    it("refuses a name with a control character before storing anything, and keeps a bidi-laden name cleaned", async () => {
      const target = await targetOf(route);
      const bytes = await samples[accept[0]!]!();
      const disk = filesOnDisk();
      const stored = await storedRows();
      const bad = await send(service, target, bytes, `a\u0007b\n.${accept[0]}`);
      expect(bad.status, bad.body.message).toBe(400);
      expect(filesOnDisk()).toBe(disk);
      expect(await storedRows()).toBe(stored);

      const marker = `m${Math.random().toString(36).slice(2, 9)}`;
      await send(service, target, bytes, `\u202e${marker}\u200bgnp.exe`);
      const kept = await rows<{ name: string }>(await getDb(), sql`select name from stored_files where name like ${`%${marker}%`}`);
      for (const { name } of kept) expect(name).toBe(`${marker}gnp.exe`);
    });
  });
});
