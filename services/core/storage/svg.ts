import { SaxesParser } from "saxes";
import type { Guard } from "./structure";

const svgNs = "http://www.w3.org/2000/svg";
const xlinkNs = "http://www.w3.org/1999/xlink";
const xmlNs = "http://www.w3.org/XML/1998/namespace";
const xmlnsNs = "http://www.w3.org/2000/xmlns/";

/** Drawing elements of the SVG namespace. No script, foreignObject, a, image, feImage, animation or font elements. */
const elements = new Set([
  "svg", "g", "defs", "symbol", "use", "title", "desc", "style", "switch",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "marker",
  "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
  "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR",
  "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting",
  "feSpotLight", "feTile", "feTurbulence",
]);

/** Attributes without a namespace: geometry, presentation and filter parameters. No event handler, no link but `href`. */
const attributes = new Set(`
  id class style lang transform viewBox preserveAspectRatio width height x y x1 x2 y1 y2 cx cy r rx ry fx fy fr d points
  pathLength version baseProfile href fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility clip-path clip-rule
  mask filter overflow stop-color stop-opacity offset gradientUnits gradientTransform spreadMethod patternUnits
  patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerWidth markerHeight markerUnits refX
  refY orient marker-start marker-mid marker-end font-family font-size font-weight font-style font-variant font-stretch
  text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing text-decoration dx dy rotate
  textLength lengthAdjust startOffset method spacing side writing-mode direction unicode-bidi color-interpolation
  color-interpolation-filters shape-rendering text-rendering image-rendering vector-effect paint-order mix-blend-mode
  isolation flood-color flood-opacity lighting-color filterUnits primitiveUnits in in2 result stdDeviation edgeMode mode
  operator k1 k2 k3 k4 type values tableValues slope intercept amplitude exponent order kernelMatrix divisor bias targetX
  targetY preserveAlpha kernelUnitLength surfaceScale diffuseConstant specularConstant specularExponent scale
  xChannelSelector yChannelSelector azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle radius
  baseFrequency numOctaves seed stitchTiles enable-background requiredFeatures requiredExtensions systemLanguage
`.trim().split(/\s+/));

/** A reference may only point inside the file: every url(…) to a #fragment, nothing that loads, imports or runs. */
const safeValue = (v: string) =>
  !/(java|vb)script\s*:|@import|expression\s*\(|-moz-binding|behavior\s*:|\\/i.test(v) &&
  [...v.matchAll(/url\s*\(\s*(["']?)\s*(.)/gi)].every((m) => m[2] === "#");
const safeHref = (v: string) => /^\s*#[^\s]*$/.test(v) && safeValue(v);

function allowedAttribute(a: { uri: string; local: string; prefix: string; value: string }): boolean {
  if (a.uri === xmlnsNs || (a.prefix === "" && a.local === "xmlns")) return true;
  if (a.uri === xlinkNs) return a.local === "href" ? safeHref(a.value) : a.local === "title";
  if (a.uri === xmlNs) return a.local === "space" || a.local === "lang";
  if (a.uri !== "") return false;
  if (!attributes.has(a.local)) return false;
  return a.local === "href" ? safeHref(a.value) : safeValue(a.value);
}

/**
 * Watches an SVG as it streams, reading it as XML with namespaces resolved: every element must be one of the
 * drawing elements of the SVG namespace (whatever its prefix) and every attribute one of the allowed ones of its
 * namespace, with references only inside the file. Anything else (a script in any namespace, HTML, an event
 * handler, an external link or stylesheet, an entity, a processing instruction) refuses the file.
 */
export function svgGuard(): Guard {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const parser = new SaxesParser({ xmlns: true });
  let ok = true;
  let root = true;
  let style: string | null = null;
  const refuse = () => {
    ok = false;
  };
  parser.on("error", refuse);
  parser.on("processinginstruction", refuse);
  parser.on("doctype", (d) => {
    if (/[[<]/.test(d)) refuse();
  });
  parser.on("opentag", (tag) => {
    if (tag.uri !== svgNs || !elements.has(tag.local) || (root && tag.local !== "svg")) refuse();
    root = false;
    if (tag.local === "style") style = "";
    if (!Object.values(tag.attributes).every(allowedAttribute)) refuse();
  });
  parser.on("closetag", (tag) => {
    if (tag.local === "style" && style !== null && !safeValue(style)) refuse();
    style = null;
  });
  const text = (t: string) => {
    if (style !== null) style += t;
  };
  parser.on("text", text);
  parser.on("cdata", text);
  const feed = (fn: () => void) => {
    if (!ok) return false;
    try {
      fn();
    } catch {
      ok = false;
    }
    return ok;
  };
  return {
    push: (chunk) => feed(() => parser.write(decoder.decode(chunk, { stream: true }))),
    end: () => feed(() => parser.write(decoder.decode()).close()) && !root,
  };
}
