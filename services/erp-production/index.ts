import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { createLocation } from "./sendplan/location-create";

export const routes: AnyRoute[] = [createLocation];

export const app = createServiceApp("erp-production", routes);
