import { asc } from "drizzle-orm";
import { companies } from "@/services/db/schema";
import { defineRoute } from "@/services/core/route";
import { userOps } from "@/lib/contracts/base-data/user";

export const companyInfo = defineRoute(userOps.companyInfo, {
  auth: "public",
  async handler({ db }) {
    const rows = await db
      .select({ companyid: companies.id, accountname: companies.accountName })
      .from(companies)
      .orderBy(asc(companies.id));
    return rows;
  },
});
