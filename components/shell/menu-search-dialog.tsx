"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CornerDownLeft } from "lucide-react";
import { buildSearchItems, createMenuSearcher, type SearchItem } from "@/lib/menu/search";
import { useSettings } from "@/lib/settings/store";
import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ShellMenuIcon as MenuIcon } from "./shell-menu-icon";
import { useShell } from "./shell-context";

/**
 * The menu search dialog (docs/requirements.md §2/§9): Fuse.js over the permitted pages, with the pinyin keys
 * the server computed. Loaded with the first opening (see menu-search.tsx).
 */
export default function MenuSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("menuSearch");
  const { menu } = useShell();
  const { pinyinSearch } = useSettings();
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);

  const search = useMemo(() => createMenuSearcher(buildSearchItems(menu.entries, pinyinSearch || undefined)), [menu.entries, pinyinSearch]);
  const results: SearchItem[] = useMemo(() => search(query, 20), [search, query]);
  const current = Math.min(active, Math.max(results.length - 1, 0));

  const change = (next: boolean) => {
    if (next) return;
    setQuery("");
    setActive(0);
    onClose();
  };
  const go = (item: SearchItem | undefined) => {
    if (!item) return;
    change(false);
    router.push(item.path);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (results.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (e.key === "Enter") {
      e.preventDefault();
      go(results[current]);
    }
  };

  const optionId = (i: number) => `menu-search-option-${i}`;
  return (
    <>
      <Dialog open={open} onOpenChange={change}>
        <DialogContent className="top-[15%] translate-y-0 gap-3 p-4 sm:max-w-xl" closeLabel={t("close")} data-testid="menu-search">
          <DialogHeader className="pr-8">
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{pinyinSearch ? t("hintPinyin") : t("hint")}</DialogDescription>
          </DialogHeader>
          <Input
            autoFocus
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={t("placeholder")}
            clearLabel={t("clear")}
            role="combobox"
            aria-label={t("title")}
            aria-expanded={results.length > 0}
            aria-controls={results.length ? "menu-search-results" : undefined}
            aria-autocomplete="list"
            aria-activedescendant={results.length ? optionId(current) : undefined}
            data-testid="menu-search-input"
          />
          {results.length > 0 && (
          <ul id="menu-search-results" role="listbox" aria-label={t("results")} className="max-h-[50vh] overflow-y-auto">
            {results.map((item, i) => (
              <li
                key={item.path}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(item)}
                data-path={item.path}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm",
                  i === current && "bg-accent text-accent-foreground",
                )}
              >
                <MenuIcon icon={item.icon} imgContent={item.imgContent} className="text-muted-foreground" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.title}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {[...item.trail, item.path].join(" / ")}
                  </span>
                </span>
                {i === current && <CornerDownLeft aria-hidden="true" className="size-4 text-muted-foreground" />}
              </li>
            ))}
          </ul>
          )}
          {query.trim() && results.length === 0 && (
            <p role="status" className="py-6 text-center text-sm text-muted-foreground">
              {t("noResults")}
            </p>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
