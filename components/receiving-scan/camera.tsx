"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { createDetector, serialOf, type Detector } from "./decoder";

type CameraState = "starting" | "on" | "paused" | "refused" | "none" | "unsupported" | "failed";
interface Started { state: CameraState; torch: boolean | null; cameras: string[]; cameraId: string | undefined }

const reasonOf = (e: unknown): CameraState => {
  const name = (e as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "none";
  if (name === "Unsupported") return "unsupported";
  return "failed";
};

/**
 * The camera reader, loaded and started when the clerk taps "Scan" (the browser asks for the camera then, not
 * before). Each carton is answered once while the camera runs: a label held in view is not scanned again.
 * The stream stops when the page is hidden and starts again when it is shown.
 */
export default function Camera({ onSerial, onClose }: { onSerial: (serial: string) => void; onClose: () => void }) {
  const t = useTranslations("receivingScan.camera");
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const detector = useRef<Detector | null>(null);
  const seen = useRef(new Set<string>());
  const report = useRef(onSerial);
  const [state, setState] = useState<CameraState>("starting");
  const [torch, setTorch] = useState<boolean | null>(null);
  const [cameras, setCameras] = useState<string[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>(undefined);

  useEffect(() => {
    report.current = onSerial;
  }, [onSerial]);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((tr) => tr.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  /** Opens the stream and starts reading; its answer is the camera's state, set by the caller. */
  const start = useCallback(async (deviceId?: string): Promise<Started> => {
    stop();
    // The reader loads while the browser asks for the camera, so a refusal is told at once, not after the download.
    const reading = detector.current ? Promise.resolve(detector.current) : createDetector();
    reading.catch(() => undefined);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error("no camera API"), { name: "Unsupported" });
      const media = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: "environment" }, width: { ideal: 1280 } },
      });
      stream.current = media;
      detector.current = await reading;
      const track = media.getVideoTracks()[0];
      const caps = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean };
      const cameras = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === "videoinput" && d.deviceId).map((d) => d.deviceId);
      const el = video.current!;
      el.srcObject = media;
      await el.play().catch(() => undefined);
      const tick = async () => {
        if (stream.current !== media) return;
        if (el.readyState >= 2) {
          try {
            for (const code of await detector.current!.detect(el)) {
              const serial = serialOf(code.rawValue);
              if (serial && !seen.current.has(serial)) {
                seen.current.add(serial);
                report.current(serial);
              }
            }
          } catch {
            // a frame the reader could not take (the video between sizes): the next one is read
          }
        }
        if (stream.current === media) timer.current = window.setTimeout(tick, 100);
      };
      void tick();
      return { state: "on", torch: "torch" in caps && caps.torch ? false : null, cameras, cameraId: track?.getSettings().deviceId };
    } catch (e) {
      stop();
      return { state: reasonOf(e), torch: null, cameras: [], cameraId: deviceId };
    }
  }, [stop]);

  const started = useCallback((s: Started) => {
    setState(s.state);
    setTorch(s.torch);
    setCameras(s.cameras);
    setCameraId(s.cameraId);
  }, []);
  const restart = (deviceId?: string) => {
    setState("starting");
    void start(deviceId).then(started);
  };

  useEffect(() => {
    void start().then(started);
    return stop;
  }, [start, started, stop]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden && stream.current) {
        stop();
        setState("paused");
      } else if (!document.hidden && state === "paused") {
        setState("starting");
        void start(cameraId).then(started);
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [state, cameraId, start, started, stop]);

  const switchTorch = async () => {
    const track = stream.current?.getVideoTracks()[0];
    if (!track || torch === null) return;
    try {
      await track.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] });
      setTorch(!torch);
    } catch {
      setTorch(null);
    }
  };

  const switchCamera = () => {
    const next = cameras[(cameras.indexOf(cameraId ?? "") + 1) % cameras.length];
    if (next) restart(next);
  };

  const live = state === "on" || state === "starting";
  return (
    <div className="grid gap-2" data-camera={state}>
      <video
        ref={video} muted playsInline aria-label={t("view")}
        className={live ? "aspect-[4/3] w-full rounded-md bg-black object-cover" : "hidden"}
      />
      <p role="status" className={state === "on" ? "text-sm text-muted-foreground" : "rounded-md bg-muted px-3 py-2 text-sm font-medium"}>
        {t(state)}
      </p>
      <div className="flex flex-wrap gap-2">
        {torch !== null && state === "on" && (
          <Button type="button" variant="outline" className="h-12" aria-pressed={torch} onClick={() => void switchTorch()}>
            {torch ? t("torchOff") : t("torchOn")}
          </Button>
        )}
        {cameras.length > 1 && state === "on" && (
          <Button type="button" variant="outline" className="h-12" onClick={switchCamera}>{t("switch")}</Button>
        )}
        {(state === "refused" || state === "failed") && (
          <Button type="button" variant="outline" className="h-12" onClick={() => restart(cameraId)}>{t("retry")}</Button>
        )}
        <Button type="button" variant="outline" className="h-12" onClick={() => { stop(); onClose(); }}>{t("close")}</Button>
      </div>
    </div>
  );
}
