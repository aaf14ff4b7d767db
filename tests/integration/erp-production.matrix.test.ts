import { runMatrix } from "../helpers/matrix";
import { matrices } from "./matrices";

/** The erp-production matrix: the five probes on every route; each module's own matrix file walks its staff. */
runMatrix("erp-production", matrices["erp-production"], { prefix: "emx" });
