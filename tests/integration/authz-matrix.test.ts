import { runMatrix } from "../helpers/matrix";
import { matrices } from "./matrices";

/** The erp-purchase matrix: the five probes, and every account of both tenants of purchasing. */
runMatrix("erp-purchase", matrices["erp-purchase"], {
  prefix: "mx",
  inTenant: ["sup1001", "sup1001a", "buyer01", "admin"],
  outsiders: ["sup1002", "buyer02", "sibling"],
  withoutRights: true,
});
