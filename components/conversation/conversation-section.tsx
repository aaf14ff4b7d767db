"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { MessagesSquare } from "lucide-react";
import type { ConversationKind } from "@/lib/contracts/base-data/conversation";
import { clientOnly } from "@/components/common/client-only";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ConversationPanelProps } from "./conversation-panel";

// The thread, its form and its contract load when the conversation is first opened, not with the document's page.
const loadPanel = async () => ({ default: (await import("./conversation-panel")).ConversationPanel });
const ConversationPanel = clientOnly<ConversationPanelProps>(loadPanel, <Skeleton className="h-32 w-full" />);

/**
 * A document's conversation, closed until asked for. `choose`, beside the title, picks which of the document's
 * threads it shows (a price inquiry's: one per invited supplier).
 */
export function ConversationSection({ kind, documentId, lines, choose }: {
  kind: ConversationKind;
  documentId: number;
  lines: ConversationPanelProps["lines"];
  choose?: React.ReactNode;
}) {
  const t = useTranslations("conversation");
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="grid gap-2" aria-labelledby={titleId} data-testid="conversation">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-sm font-semibold">{t("title")}</h2>
        {choose}
      </div>
      {open ? (
        <ConversationPanel key={`${kind}:${documentId}`} kind={kind} documentId={documentId} lines={lines} />
      ) : (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()}
            data-testid="conversation-open">
            <MessagesSquare aria-hidden="true" />
            {t("open")}
          </Button>
        </div>
      )}
    </section>
  );
}
