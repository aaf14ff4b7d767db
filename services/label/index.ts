import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";

export const routes: AnyRoute[] = [];

export const app = createServiceApp("label", routes);
