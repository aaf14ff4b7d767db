import { describe, expect, it } from "vitest";
import { toast, toastTrail, toasterReady } from "@/lib/client/toast";

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

/** A listening toaster that records what it shows and dismisses, and two forms' trails, each with one error shown. */
function twoForms() {
  const shown: Array<[string, string, string | number | undefined]> = [];
  const dismissed: Array<string | number | undefined> = [];
  toasterReady((kind, message, opts) => shown.push([kind, message, opts?.id]), (id) => dismissed.push(id));
  const form = toastTrail();
  const other = toastTrail();
  other.error("another form failed");
  form.error("fix the marked fields");
  return { shown, dismissed, form };
}

describe("a form's toast trail", () => {
  it("takes back the form's own error toasts when its next save succeeds, and nobody else's", () => {
    const { shown, dismissed, form } = twoForms();
    const requestToast = toast.error("refused by the service", { duration: 5000 });
    form.failed(Object.assign(new Error("refused by the service"), { toastId: requestToast }));
    form.failed(new Error("showed no toast"));
    form.success("saved");
    const ids = shown.map(([, , id]) => id);
    expect(new Set(ids.slice(0, 3)).size).toBe(3);
    expect(dismissed).toEqual([ids[1], ids[2]]);
    expect(shown.at(-1)).toEqual(["success", "saved", undefined]);
    form.success("saved again");
    expect(dismissed).toHaveLength(2);
  });
});

describe("taking back a form's toasts without a message", () => {
  it("dismisses the form's own error toasts, shows nothing, and leaves other forms' toasts", () => {
    const { shown, dismissed, form } = twoForms();
    form.takeBack();
    expect(dismissed).toEqual([shown[1]![2]]);
    expect(shown).toHaveLength(2);
    form.takeBack();
    expect(dismissed).toHaveLength(1);
  });
});
