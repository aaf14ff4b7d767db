import { useTranslations } from "next-intl";
import type { NoticeLevel } from "@/lib/contracts/base-data/notice";
import { enumCaption } from "@/lib/contracts/kit/captions";
import { Badge } from "@/components/ui/badge";

/** The importance of a notice as a badge; ordinary notices show none unless `always`. */
export function LevelBadge({ level, always = false }: { level: NoticeLevel; always?: boolean }) {
  const t = useTranslations();
  if (level === "ordinary" && !always) return null;
  const variant = level === "critical" ? "destructive" : level === "important" ? "warning" : "outline";
  return <Badge variant={variant}>{t(enumCaption("noticeLevel", level))}</Badge>;
}
