import sanitize from "sanitize-html";

export interface SanitizeOptions {
  /** Which image and video sources are the portal's own (anything else is dropped with its element). */
  ownMedia: (src: string) => boolean;
}

const safeHref = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const allowedTags = [
  "p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "code", "pre", "blockquote",
  "ul", "ol", "li", "hr", "a", "img", "video", "table", "thead", "tbody", "tr", "th", "td",
];

/**
 * The one HTML allowlist of the portal (notice bodies, rendered Markdown): no scripts, styles, event
 * handlers or frames; links http, https and mailto only (or relative); images and video only from the
 * portal's own storage; target=_blank always with rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string, o: SanitizeOptions): string {
  return sanitize(html, {
    allowedTags,
    allowedAttributes: {
      a: ["href", "title", "rel", { name: "target", multiple: false, values: ["_blank"] }],
      img: ["src", "alt", "title", "width", "height"],
      video: ["src", "controls", "width", "height"],
      th: ["colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      ol: ["start"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: [], video: [] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template"],
    transformTags: {
      a: (tagName, { target, href, ...attribs }) => ({
        tagName,
        attribs: {
          ...Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== "rel")),
          // Absolute http(s)/mailto, or a path or anchor of this site: anything else (other schemes, odd encodings) loses its link.
          ...(href !== undefined && safeHref.test(href.trim()) ? { href: href.trim() } : {}),
          ...(target === "_blank" ? { target, rel: "noopener noreferrer" } : {}),
        },
      }),
      video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: "controls" } }),
    },
    exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "video") && !o.ownMedia(frame.attribs.src ?? ""),
  });
}
