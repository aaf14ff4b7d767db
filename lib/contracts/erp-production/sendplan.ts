import { z } from "zod/mini";
import { serviceOps } from "../kit/operation";

export const locationResult = z.object({ companyId: z.number().check(z.int()), locationCode: z.string(), created: z.boolean() });

export const sendplanOps = {
  createLocation: serviceOps("erp-production").post("/sendplan/location/create", {
    summary: "Ensure the delivery-plan location of the caller in the current company",
    response: locationResult,
  }),
};
