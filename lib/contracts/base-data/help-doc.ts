import { z } from "zod";
import { requiredText } from "../common";
import { serviceOps } from "../kit/operation";

/** Help: the service desk's channels shown on every dashboard (docs/requirements.md §1), kept by admins. */
export const helpChannelsInput = z.object({
  email: z.string("validation.helpDoc.email").trim().max(120, "validation.tooLong").pipe(z.email("validation.helpDoc.email")),
  phone: requiredText(40, "validation.helpDoc.phone").regex(/^$|^\+?[\d\s()\-./]{3,40}$/, "validation.helpDoc.phone"),
});
export type HelpChannelsInput = z.input<typeof helpChannelsInput>;

export const helpChannels = z.object({
  email: z.string(),
  phone: z.string(),
  /** Who changed them last and when; null while the deployment's defaults (SERVICE_EMAIL/PHONE) apply. */
  modifiedBy: z.string().nullable(),
  modifiedAt: z.string().nullable(),
});
export type HelpChannels = z.infer<typeof helpChannels>;

const ops = serviceOps("base-data");

export const helpDocOps = {
  channels: ops.get("/help-doc/channels", { summary: "The service desk's e-mail and phone, for every signed-in user", response: helpChannels }),
  saveChannels: ops.put("/help-doc/channels", { summary: "Change the service desk's e-mail and phone (admin)", body: helpChannelsInput, response: helpChannels }),
};
