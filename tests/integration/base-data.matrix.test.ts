import { runMatrix } from "../helpers/matrix";
import { matrices } from "./matrices";

/** The base-data matrix: the five probes on every route; each module's own matrix file walks its staff. */
runMatrix("base-data", matrices["base-data"], { prefix: "bmx" });
