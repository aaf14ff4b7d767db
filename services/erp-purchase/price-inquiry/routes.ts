import type { AnyRoute } from "@/services/core/route";
import { awardPriceInquiry } from "./award";
import { cancelPriceInquiry } from "./cancel";
import { comparePriceInquiry } from "./comparison";
import { createPriceInquiry } from "./create";
import { getPriceInquiry } from "./detail";
import { getInquiryFile } from "./file";
import { priceInquiryListRoutes } from "./list";
import { releasePriceInquiry } from "./release";
import { listInquirySuppliers } from "./suppliers";
import { updatePriceInquiry } from "./update";
import { uploadInquiryFile } from "./upload";

/** The price-inquiry module's routes, fixed paths before `/:id` ones. */
export const priceInquiryRoutes: AnyRoute[] = [
  priceInquiryListRoutes.list, priceInquiryListRoutes.export, listInquirySuppliers, uploadInquiryFile, getInquiryFile, createPriceInquiry,
  getPriceInquiry, updatePriceInquiry, releasePriceInquiry, cancelPriceInquiry, comparePriceInquiry, awardPriceInquiry,
];
