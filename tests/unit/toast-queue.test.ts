import { describe, expect, it } from "vitest";
import { toast, toasterReady } from "@/lib/client/toast";

describe("lazy toaster", () => {
  it("keeps the toasts asked for before the toaster loads, shows them in order once it listens, then shows directly", () => {
    toast.warning("dismissed before it could show");
    toast.dismiss();
    toast.error("first", { id: "a", duration: 5000 });
    toast.success("second");
    const shown: Array<[string, string, unknown]> = [];
    let dismissed = 0;
    toasterReady((kind, message, opts) => shown.push([kind, message, opts]), () => dismissed++);
    expect(shown).toEqual([
      ["error", "first", { id: "a", duration: 5000 }],
      ["success", "second", undefined],
    ]);
    toast.warning("third");
    expect(shown.at(-1)).toEqual(["warning", "third", undefined]);
    expect(shown).toHaveLength(3);
    toast.dismiss();
    expect(dismissed).toBe(1);
  });
});

describe("dismissing one toast by id", () => {
  it("drops only that toast from the queue and passes the id to the toaster", () => {
    const dismissed: Array<string | number | undefined> = [];
    const shown: string[] = [];
    toasterReady((_kind, message) => shown.push(message), (id) => dismissed.push(id));
    toast.dismiss("login-failed");
    expect(dismissed).toEqual(["login-failed"]);
    toast.dismiss();
    expect(dismissed).toEqual(["login-failed", undefined]);
  });
});
