"use client";

import { useState } from "react";
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

/** A document's conversation, closed until asked for. */
export function ConversationSection({ kind, documentId, lines }: { kind: ConversationKind; documentId: number; lines: ConversationPanelProps["lines"] }) {
  const t = useTranslations("conversation");
  const [open, setOpen] = useState(false);
  return (
    <section className="grid gap-2" aria-labelledby="conversation-title" data-testid="conversation">
      <h2 id="conversation-title" className="text-sm font-semibold">{t("title")}</h2>
      {open ? (
        <ConversationPanel kind={kind} documentId={documentId} lines={lines} />
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
