import { helpDocOps } from "@/lib/contracts/base-data/help-doc";
import { defineRoute } from "@/services/core/route";
import { loadHelpChannels } from "./load";

/** Every signed-in user's dashboard shows the service desk's channels. */
export const getHelpChannels = defineRoute(helpDocOps.channels, {
  handler: async ({ db }) => loadHelpChannels(db),
});
