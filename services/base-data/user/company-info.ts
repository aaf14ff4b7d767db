import { asc } from "drizzle-orm";
import { z } from "zod";
import { company } from "@/lib/contracts/base-data/user";
import { companies } from "@/services/db/schema";
import { defineLegacyRoute } from "@/services/core/route";

export const companyInfo = defineLegacyRoute({
  method: "get",
  path: "/user/auth/companyInfo",
  summary: "The companies of the group, for the login form and the company switch",
  auth: "public",
  response: z.array(company),
  async handler({ db }) {
    const rows = await db
      .select({ companyid: companies.id, accountname: companies.accountName })
      .from(companies)
      .orderBy(asc(companies.id));
    return rows;
  },
});
