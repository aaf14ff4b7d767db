import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tracked } from "./columns";

export const companies = pgTable("companies", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  accountName: text("account_name").notNull(),
  /** IANA zone of the company's business day and shown times (lib/business-time.ts). */
  timeZone: text("time_zone").notNull().default("Asia/Shanghai"),
  /** 统一社会信用代码 / MST: the buyer an e-invoice must name. Empty until recorded. */
  taxId: text("tax_id").notNull().default(""),
  ...tracked,
});

export const suppliers = pgTable(
  "suppliers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    venNo: text("ven_no").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    category: text("category").notNull(),
    email: text("email"),
    phone: text("phone"),
    /** 统一社会信用代码 / MST: the seller an e-invoice of this supplier must name. Empty until recorded. */
    taxId: text("tax_id").notNull().default(""),
    enabled: boolean("enabled").notNull().default(true),
    ...tracked,
  },
  (t) => [uniqueIndex("suppliers_ven_no_uq").on(t.venNo)],
);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userName: text("user_name").notNull(),
    userNo: text("user_no").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** admin | internal | supplier */
    userType: text("user_type").notNull(),
    supplierId: integer("supplier_id").references(() => suppliers.id),
    mainUserNo: text("main_user_no"),
    deptId: text("dept_id"),
    avatar: text("avatar"),
    introduction: text("introduction"),
    enabled: boolean("enabled").notNull().default(true),
    isFirstTimeLogin: boolean("is_first_time_login").notNull().default(false),
    /** The company identity provider's `sub`, or the verified e-mail it vouches for (lower case): company SSO sign-in. */
    ssoSubject: text("sso_subject"),
    /** The bound WeChat account: its unionid when WeChat gives one, else its openid. */
    wechatId: text("wechat_id"),
    wechatBoundAt: timestamp("wechat_bound_at", { withTimezone: true }),
    /** Where notification mails go; none, none are sent. */
    email: text("email"),
    /** The language the user last signed in with (or saved settings in): their mails are written in it. */
    locale: text("locale"),
    ...tracked,
  },
  (t) => [
    uniqueIndex("users_user_name_uq").on(t.userName),
    uniqueIndex("users_sso_subject_uq").on(t.ssoSubject),
    uniqueIndex("users_wechat_id_uq").on(t.wechatId),
    uniqueIndex("users_user_no_uq").on(t.userNo),
    index("users_supplier_idx").on(t.supplierId),
  ],
);

/** Companies a user may log in to; admins may use every company. */
export const userCompanies = pgTable(
  "user_companies",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);
