import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/portal/user";
import { PageFrame } from "@/components/common/page-frame";
import { DictionaryAdmin } from "@/components/dictionary/dictionary-admin";
import { dictionaryAdminOps as ops } from "@/lib/contracts/base-data/dictionary-admin";
import { addressOf } from "@/lib/contracts/kit/operation";

export async function generateMetadata() {
  const t = await getTranslations("dictionary.admin");
  return { title: t("title") };
}

/** The data dictionary (menu 93): code lists and their codes, labels per language, order and enabled. */
export default async function DictionaryPage() {
  const [, t] = await Promise.all([requireUser(), getTranslations("dictionary.admin")]);
  return (
    <PageFrame title={t("title")}>
      <DictionaryAdmin
        ops={{
          types: addressOf(ops.types), createType: addressOf(ops.createType), items: addressOf(ops.items), createItem: addressOf(ops.createItem),
          updateItem: addressOf(ops.updateItem), enableItem: addressOf(ops.enableItem), moveItem: addressOf(ops.moveItem), itemAudit: addressOf(ops.itemAudit),
        }}
      />
    </PageFrame>
  );
}
