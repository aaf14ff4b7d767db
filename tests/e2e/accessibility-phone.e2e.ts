import { accessibilitySuite, configs } from "./accessibility-suite";

accessibilitySuite(configs.phone);
