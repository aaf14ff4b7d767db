import { handlers } from "@/lib/sign-in/auth";

export const dynamic = "force-dynamic";
export const { GET, POST } = handlers;
