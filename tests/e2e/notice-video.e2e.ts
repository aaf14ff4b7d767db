import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launch, screenshot } from "./helpers";
import { loggedIn } from "./shell-helpers";

/**
 * Issue 8: a multimedia notice plays its video on /manage/morenotice/generalcontentshow. The video is a
 * real WebM the browser records from a canvas, uploaded through the notice video route (magic bytes,
 * streamed to storage) and played back through the file route's byte ranges.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("notice video", () => {
  it("uploads a recorded WebM, publishes it in a multimedia notice, and the notice page plays it", async () => {
    const { context, page } = await loggedIn(browser, "admin");
    const created = await page.evaluate(async (stamp) => {
      const canvas = document.createElement("canvas");
      canvas.width = 160;
      canvas.height = 120;
      const ctx = canvas.getContext("2d")!;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm;codecs=vp8" });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      let frame = 0;
      const paint = setInterval(() => {
        ctx.fillStyle = `hsl(${(frame += 12) % 360} 80% 50%)`;
        ctx.fillRect(0, 0, 160, 120);
      }, 40);
      const stopped = new Promise((r) => (recorder.onstop = r));
      recorder.start(200);
      // the clip's length: one second of frames
      await new Promise((r) => setTimeout(r, 1000));
      recorder.stop();
      await stopped;
      clearInterval(paint);
      const upload = await fetch("/api/base-data/notice/video/upload?name=clip.webm", {
        method: "POST", headers: { "content-type": "application/octet-stream" }, body: new Blob(chunks, { type: "video/webm" }),
      });
      const file = (await upload.json()) as { returnCode: number; data: { id: string; kind: string } };
      const res = await fetch("/api/base-data/notice", {
        method: "POST", headers: { "content-type": "application/json" },
        body: JSON.stringify({ title: `Line training video ${stamp}`, level: "ordinary", template: "multimedia", supplierIds: [], body: "<p>Watch before the audit.</p>",
          startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString(), videoFileId: file.data.id }),
      });
      return { upload: file, notice: (await res.json()) as { returnCode: number; data: { id: number } } };
    }, Date.now().toString(36));
    expect(created.upload).toMatchObject({ returnCode: 200, data: { kind: "webm" } });
    expect(created.notice.returnCode).toBe(200);

    await page.goto(`/manage/morenotice/generalcontentshow?id=${created.notice.data.id}`);
    const video = page.locator("[data-testid=notice-content] video");
    await video.waitFor();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await page.waitForFunction(() => (document.querySelector("[data-testid=notice-content] video") as HTMLVideoElement).currentTime > 0.2);
    const state = await video.evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, height: v.videoHeight, error: v.error?.code ?? null }));
    expect(state).toEqual({ width: 160, height: 120, error: null });
    await screenshot(page, "notice-video-en");
    await context.close();
  });
});
