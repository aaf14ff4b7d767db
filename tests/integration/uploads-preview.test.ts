import { describe, expect, it } from "vitest";
import { services } from "@/services/registry";
import { fileRoutes, pdf, scriptedPdf, send, targetOf, uploadRoutes } from "./uploads.fixtures";

/**
 * Issue 34: one preview rule for every stored file. Each file route whose module takes PDF uploads is walked:
 * a PDF that runs JavaScript, uploaded through that module's upload route, comes back only as an attachment
 * (nosniff); a script-free PDF is still shown in the page's own viewer.
 */
const moduleOf = (path: string) => path.split("/")[1];
const withPdf = fileRoutes.map((f) => ({
  ...f,
  label: `${f.service} ${f.route.path}`,
  upload: uploadRoutes.find((u) => u.service === f.service && moduleOf(u.route.path) === moduleOf(f.route.path) && u.accept.includes("pdf")),
}));

it("walks the file routes of the registry, some of which serve uploaded PDFs", () => {
  expect(fileRoutes.length).toBeGreaterThanOrEqual(8);
  expect(withPdf.filter((f) => f.upload).length).toBeGreaterThanOrEqual(5);
});

describe.each(withPdf.filter((f) => f.upload))("$label", ({ service, route, upload }) => {
  const fetchFile = async (token: string, id: string) =>
    services[service].app.fetch(new Request(`http://test${route.path.replace(/:\w+/, id)}`, { headers: { "x-token": token, "x-locale": "en" } }));

  it("answers a PDF with JavaScript as an attachment, and a script-free one in the viewer", async () => {
    const target = await targetOf(upload!.route, [route]);
    const scripted = await send(service, target, scriptedPdf(), "js.pdf");
    expect(scripted.body.returnCode, scripted.body.message).toBe(200);
    const res = await fetchFile(target.token, String(scripted.body.data!.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    await res.body?.cancel();

    const plain = await send(service, target, pdf(), "plain.pdf");
    const shown = await fetchFile(target.token, String(plain.body.data!.id));
    if (route.path.endsWith("/download")) {
      expect(shown.headers.get("content-disposition")).toMatch(/^attachment/);
    } else {
      expect(shown.headers.get("content-disposition")).toMatch(/^inline/);
      expect(shown.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    }
    expect(Buffer.from(await shown.arrayBuffer()).equals(pdf())).toBe(true);
  });
});

it("every other file route belongs to a module that takes no PDF upload", () => {
  for (const f of withPdf.filter((x) => !x.upload)) {
    expect(uploadRoutes.filter((u) => u.service === f.service && moduleOf(u.route.path) === moduleOf(f.route.path) && u.accept.includes("pdf")), f.label).toEqual([]);
  }
});
