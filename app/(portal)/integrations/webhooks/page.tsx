import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { parsedListPage, type PageSearch } from "@/lib/portal/first-page";
import { viewOf } from "@/lib/contracts/kit/list";
import { addressOf } from "@/lib/contracts/kit/operation";
import { codecShape } from "@/lib/table-state/codec";
import { listTableState } from "@/lib/table-state/list-state";
import { webhookDeliveryList, webhookList, webhookOps } from "@/lib/contracts/base-data/webhook";
import { PageFrame } from "@/components/common/page-frame";
import { WebhookPage } from "@/components/webhook/webhook-page";

export async function generateMetadata() {
  const t = await getTranslations("webhook");
  return { title: t("title") };
}

/** Webhooks (menu 71, Integrations): a supplier's main account manages its supplier's endpoints, an admin the company's. */
export default async function WebhooksPage({ searchParams }: PageSearch) {
  const [user, t, parsed] = await Promise.all([requireUser(), getTranslations("webhook"), parsedListPage(webhookList, searchParams)]);
  return (
    <PageFrame title={t("title")}>
      <WebhookPage
        {...parsed}
        userNo={user.userNo}
        deliveries={{ view: viewOf(webhookDeliveryList), codec: codecShape(listTableState(webhookDeliveryList)) }}
        ops={{ remove: addressOf(webhookOps.remove), ping: addressOf(webhookOps.ping) }}
      />
    </PageFrame>
  );
}
