import { z } from "zod";

const optionalUrl = z.url().optional().or(z.literal("").transform(() => undefined));

const optionalText = z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().startsWith("postgres").optional().or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  BASE_DATA_URL: optionalUrl,
  LABEL_URL: optionalUrl,
  ERP_PURCHASE_URL: optionalUrl,
  ERP_PRODUCTION_URL: optionalUrl,
  SERVICES_PORT: z.coerce.number().int().positive().default(4000),
  COMPANY_SWITCH_USER_NOS: z.string().default("E9001,E9002,E9003,E9004"),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  SERVICE_EMAIL: z.email().default("srm-service@huayin.example"),
  SERVICE_PHONE: z.string().trim().min(3).max(40).default("+86 755 0000 0000"),
  SEED_SCALE: z.coerce.number().int().min(0).default(0),
  LOGIN_MAX_FAILS_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILS_IP: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Failures of one account from one address or device before each further attempt waits 1, 2, 4 … seconds. */
  LOGIN_FREE_FAILS: z.coerce.number().int().positive().default(3),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(900),
  /** Bearer token of /api/metrics; without it the endpoint refuses every caller. */
  /** Largest difference between a statement's payable amount and its bound invoices' totals (money, 2 places). */
  INVOICE_TOLERANCE: z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, "INVOICE_TOLERANCE must be an amount like 0.05").default("0.00"),
  /**
   * Shared by the portal and the services over HTTP: the services honour the portal's forwarded client address
   * (X-Client-IP, for the login throttle) only with it. Required when the services listen beyond loopback.
   */
  SERVICES_SECRET: z.string().min(32, "SERVICES_SECRET must be at least 32 characters").optional().or(z.literal("").transform(() => undefined)),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional().or(z.literal("").transform(() => undefined)),
  /**
   * Where uploads and generated files go without S3_BUCKET: "fs" (files under DATA_DIR/files) or "db" (PostgreSQL).
   * By default files on the embedded database, PostgreSQL when DATABASE_URL is set (every instance reads the same).
   */
  FILE_STORAGE: z.enum(["fs", "db"]).optional().or(z.literal("").transform(() => undefined)),
  /** S3-compatible storage for uploads and generated files, which then wins over FILE_STORAGE (required on Vercel). */
  S3_BUCKET: z.string().min(3).optional().or(z.literal("").transform(() => undefined)),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional().or(z.literal("").transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z.string().optional().or(z.literal("").transform(() => undefined)),
  /** "true" addresses the bucket as a path (most S3-compatible servers), not as a host name. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  S3_PREFIX: z.string().default("files/"),
  /** Company sign-in (OpenID Connect) for internal staff: on when all three are set. */
  SSO_ISSUER: optionalUrl,
  SSO_CLIENT_ID: optionalText,
  SSO_CLIENT_SECRET: optionalText,
  /** WeChat sign-in and binding (website application, QR connect): on when the app id and secret are set. */
  WECHAT_APP_ID: optionalText,
  WECHAT_APP_SECRET: optionalText,
  WECHAT_AUTHORIZE_URL: z.url().default("https://open.weixin.qq.com/connect/qrconnect"),
  WECHAT_TOKEN_URL: z.url().default("https://api.weixin.qq.com/sns/oauth2/access_token"),
  WECHAT_USERINFO_URL: z.url().default("https://api.weixin.qq.com/sns/userinfo"),
  /** The notification mails' SMTP server (smtp://user:pass@host:587, smtps://…); without it no mail is sent. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://").optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).default("Supplier Portal <no-reply@huayin.example>"),
  /** The portal's address as its users reach it: the links in mails start with it. */
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  /** Set by Vercel on its build and functions. */
  VERCEL: z.string().optional(),
})
  // A function's file system is temporary and per instance: an embedded database there would lose its data.
  .refine((e) => !e.VERCEL || e.VERCEL === "0" || e.DATABASE_URL, {
    path: ["DATABASE_URL"],
    message: "On Vercel the embedded PGlite database is refused: set DATABASE_URL to a PostgreSQL database",
  })
  // Nothing may be written outside the function's temporary directory, and files must outlive the instance.
  .refine((e) => !e.VERCEL || e.VERCEL === "0" || e.S3_BUCKET, {
    path: ["S3_BUCKET"],
    message: "On Vercel uploads go to S3-compatible storage: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for a store other than AWS)",
  });

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parsed once; tests may call resetEnv() after changing process.env. */
export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function resetEnv(): void {
  cached = undefined;
}

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The company identity provider, when SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET are all set. */
export function ssoConfig(): SsoConfig | null {
  const e = env();
  if (!e.SSO_ISSUER || !e.SSO_CLIENT_ID || !e.SSO_CLIENT_SECRET) return null;
  return { issuer: e.SSO_ISSUER, clientId: e.SSO_CLIENT_ID, clientSecret: e.SSO_CLIENT_SECRET };
}

export const wechatEnabled = () => Boolean(env().WECHAT_APP_ID && env().WECHAT_APP_SECRET);

export function companySwitchUserNos(): string[] {
  return env()
    .COMPANY_SWITCH_USER_NOS.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
