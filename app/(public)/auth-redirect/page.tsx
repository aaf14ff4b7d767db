import { redirect } from "next/navigation";
import { getSession } from "@/lib/session";
import { safeRedirect } from "@/lib/routes";

/** Where an external sign-in hands the user back: on to the wanted page, or to login without a session. */
export default async function AuthRedirectPage({ searchParams }: { searchParams: Promise<{ redirect?: string }> }) {
  const target = safeRedirect((await searchParams).redirect);
  const session = await getSession();
  redirect(session.token ? target : `/login?redirect=${encodeURIComponent(target)}`);
}
