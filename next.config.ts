import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "exceljs", "pdfkit", "bwip-js"],
  outputFileTracingIncludes: { "/**": ["./services/db/migrations/**"] },
};

export default withNextIntl(nextConfig);
