/** The bell's count: nothing at zero, and "99+" past what a badge can show. */
export function unreadCaption(count: number): string {
  if (count <= 0) return "";
  return count > 99 ? "99+" : String(count);
}
