import { runMatrix } from "../helpers/matrix";
import { matrices } from "./matrices";

/** The label matrix: the five probes, and every account of both tenants (factory staff for processing labels). */
runMatrix("label", matrices.label, {
  prefix: "lb",
  inTenant: ["sup1001", "sup1001a", "buyer01", "admin"],
  outsiders: ["sup1002", "buyer02", "sibling"],
  withoutRights: true,
  timeout: 90_000,
});
