import { SaxesParser } from "saxes";
import { AppError } from "@/services/core/errors";
import { einvoiceError } from "./errors";

/** An element of a read XML document: local name (prefix dropped), attributes, children and its own text. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

export interface XmlLimits {
  maxBytes: number;
  maxDepth: number;
  maxNodes: number;
}

export const einvoiceXmlLimits: XmlLimits = { maxBytes: 2 * 1024 * 1024, maxDepth: 24, maxNodes: 50_000 };

// A DTD is where external entities and entity expansion bombs live; an e-invoice never needs one, so its
// mere presence refuses the file before any parser sees it (nothing is resolved, fetched or expanded).
const dtdMarker = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;

function decode(bytes: Uint8Array, maxBytes: number): string {
  if (bytes.byteLength > maxBytes) throw einvoiceError("tooLarge", { max: `${Math.round(maxBytes / 1024 / 1024)} MB` });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw einvoiceError("encoding");
  }
  if (text.includes("\u0000")) throw einvoiceError("encoding");
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) throw einvoiceError("encoding");
  return text;
}

/**
 * Reads an XML document strictly and without any network or file access: a size cap before parsing,
 * UTF-8 only, no DTD at all (so no external entity and no entity expansion), only the five predefined
 * entities and character references, and caps on depth and element count checked while parsing.
 */
export function readXml(bytes: Uint8Array, limits: XmlLimits = einvoiceXmlLimits): XmlNode {
  const text = decode(bytes, limits.maxBytes);
  if (dtdMarker.test(text)) throw einvoiceError("doctype");
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let nodes = 0;
  parser.on("doctype", () => {
    throw einvoiceError("doctype");
  });
  parser.on("opentag", (tag) => {
    if (++nodes > limits.maxNodes) throw einvoiceError("tooManyNodes", { max: limits.maxNodes });
    if (stack.length >= limits.maxDepth) throw einvoiceError("tooDeep", { max: limits.maxDepth });
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attrs[k] = v;
    const node: XmlNode = { name: tag.name.replace(/^[^:]*:/, ""), attrs, children: [], text: "" };
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else root = node;
    stack.push(node);
  });
  const addText = (t: string) => {
    const top = stack.at(-1);
    if (top) top.text += t;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    stack.pop();
  });
  parser.on("error", (err) => {
    throw err;
  });
  try {
    parser.write(text).close();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw einvoiceError("malformed", { detail: err instanceof Error ? err.message.slice(0, 200) : "" });
  }
  if (!root) throw einvoiceError("malformed", { detail: "no root element" });
  return root;
}

/** The first descendant (depth-first) on this path of local names, e.g. `find(root, "TToan", "TgTThue")`. */
export function find(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  if (!node) return undefined;
  if (path.length === 0) return node;
  const [head, ...rest] = path;
  for (const child of node.children) {
    if (child.name === head) {
      const hit = find(child, ...rest);
      if (hit) return hit;
    }
  }
  for (const child of node.children) {
    const hit = find(child, ...path);
    if (hit) return hit;
  }
  return undefined;
}

/** Every descendant with this local name, in document order. */
export function findAll(node: XmlNode, name: string): XmlNode[] {
  const out: XmlNode[] = [];
  const walk = (n: XmlNode) => {
    for (const c of n.children) {
      if (c.name === name) out.push(c);
      else walk(c);
    }
  };
  walk(node);
  return out;
}

/** The trimmed text at this path, or null when the element is missing or empty. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | null {
  const t = find(node, ...path)?.text.trim();
  return t ? t : null;
}
