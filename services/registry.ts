import "server-only";
import "./composition";
import type { Hono } from "hono";
import * as baseData from "./base-data";
import * as erpProduction from "./erp-production";
import * as erpPurchase from "./erp-purchase";
import * as label from "./label";
import type { AnyRoute } from "./core/route";
import type { ServiceName } from "@/lib/contracts/services";

export const services: Record<ServiceName, { app: Hono; routes: AnyRoute[] }> = {
  "base-data": baseData,
  label,
  "erp-purchase": erpPurchase,
  "erp-production": erpProduction,
};
