/**
 * An uploaded SVG may show only drawing: no script, no foreignObject (HTML inside), no event attributes,
 * no reference outside the file (href to anything but a #fragment), no entity declarations. A file that
 * has any of them is refused rather than rewritten, so what is stored is exactly what was checked.
 */
const forbidden: RegExp[] = [
  /<\s*script\b/i,
  /<\s*foreignObject\b/i,
  /<\s*(iframe|embed|object|audio|video|image)\b/i,
  /\son[a-z]+\s*=/i,
  /<!ENTITY/i,
  /javascript\s*:/i,
  /\bhref\s*=\s*["']?\s*(?!#)[^"'\s>]/i,
  /url\(\s*["']?\s*(?!#)[^)"'\s]/i,
  /@import/i,
];

export function isSafeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Numeric character references could spell the forbidden words past a plain search.
  if (/&#/.test(text)) return false;
  return !forbidden.some((re) => re.test(text));
}
