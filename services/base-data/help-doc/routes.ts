import type { AnyRoute } from "@/services/core/route";
import { getHelpChannels } from "./channels";
import { saveHelpChannels } from "./save-channels";

export const helpDocRoutes: AnyRoute[] = [getHelpChannels, saveHelpChannels];
