/** An icon image from menu management: a data URL, a site path, or inline SVG markup (shown as an image). */
export function imageSource(imgContent: string): string | undefined {
  const value = imgContent.trim();
  if (/^data:image\/(png|svg\+xml|jpeg|gif|webp)[;,]/i.test(value) || /^\/(?!\/)/.test(value)) return value;
  if (value.startsWith("<svg")) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  return undefined;
}
