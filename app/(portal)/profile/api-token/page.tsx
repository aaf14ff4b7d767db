import { fixedMetadata, fixedTitle } from "@/lib/menu/page-title";
import { requireUser } from "@/lib/portal/user";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { PageHeader } from "@/components/shell/page-header";
import { ApiTokenScreen } from "@/components/api-token/api-token-screen";
import { apiTokenList, apiTokenOps } from "@/lib/contracts/base-data/api-token";
import { addressOf } from "@/lib/contracts/kit/operation";

export const generateMetadata = () => fixedMetadata("/profile/api-token");

/** The signed-in user's own API tokens: every user, supplier or staff, reaches it from the profile. */
export default async function ApiTokenPage({ searchParams }: PageSearch) {
  const [user, title, parsed] = await Promise.all([requireUser(), fixedTitle("/profile/api-token"), parsedListPage(apiTokenList, searchParams)]);
  return (
    <section className="max-w-5xl">
      <PageHeader title={title} />
      <ApiTokenScreen {...parsed} userNo={user.userNo} ops={{ revoke: addressOf(apiTokenOps.revoke) }} />
    </section>
  );
}
