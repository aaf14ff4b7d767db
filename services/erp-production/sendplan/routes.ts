import type { AnyRoute } from "@/services/core/route";
import { createLocation } from "./location-create";

/** The delivery-plan location the shell ensures after a company switch. */
export const sendplanRoutes: AnyRoute[] = [createLocation];
