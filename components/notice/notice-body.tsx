import { cn } from "@/lib/utils";

/**
 * A notice body or rendered Markdown. The HTML was sanitised on the server with the portal's allowlist
 * (lib/html/sanitize.ts) before it was stored or rendered, so it is set as is.
 */
export function SanitizedHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className={cn(
        "max-w-none text-sm leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
        "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:mt-4 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold",
        "[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-3",
        "[&_table]:my-2 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc [&_ul]:pl-6 [&_video]:max-w-full",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
