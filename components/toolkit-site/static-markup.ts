import "server-only";
import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

// react-dom/server cannot be imported where server components run (React's server build refuses it),
// so the static parts of the public pages are turned into HTML here. Only what those parts use is
// supported: HTML elements with string, number and boolean attributes, text, fragments and server
// components (async ones too). Anything else (a client component, an event handler, a style object)
// throws, so a part that is not static cannot be prerendered by mistake. A script element throws too:
// scripts carry the request's nonce, so they are rendered per request.

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RENAMED: Record<string, string> = { className: "class", htmlFor: "for" };
const CLIENT_REFERENCE = Symbol.for("react.client.reference");

/** Text and attribute values escaped as React escapes them. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
}

function attribute(name: string, value: unknown): string {
  if (value === undefined || value === null) return "";
  const html = RENAMED[name] ?? name;
  if (!/^[a-z][a-z0-9-]*$/.test(html)) throw new Error(`static markup: unsupported attribute ${name}`);
  const stringy = html.startsWith("aria-") || html.startsWith("data-");
  if (typeof value === "boolean") return stringy ? ` ${html}="${value}"` : value ? ` ${html}=""` : "";
  if (typeof value !== "string" && typeof value !== "number") throw new Error(`static markup: attribute ${name} is not a string, number or boolean`);
  return ` ${html}="${escapeHtml(String(value))}"`;
}

async function element(node: ReactElement): Promise<string> {
  const { type } = node;
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (type === Fragment) return staticMarkup(props.children);
  if (typeof type === "function") {
    if ((type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE) throw new Error("static markup: a client component cannot be prerendered");
    return staticMarkup(await (type as (p: unknown) => ReactNode | Promise<ReactNode>)(props));
  }
  if (typeof type !== "string") throw new Error("static markup: only HTML elements, fragments and server components are supported");
  if (type === "script") throw new Error("static markup: a script needs the request's nonce and cannot be prerendered");
  let attributes = "";
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || name === "dangerouslySetInnerHTML") continue;
    attributes += attribute(name, value);
  }
  if (VOID.has(type)) return `<${type}${attributes}/>`;
  const inner = props.dangerouslySetInnerHTML ? (props.dangerouslySetInnerHTML as { __html: string }).__html : await staticMarkup(props.children);
  return `<${type}${attributes}>${inner}</${type}>`;
}

/** The HTML of a tree of server components and HTML elements, as React would render it without hydration markers. */
export async function staticMarkup(node: ReactNode): Promise<string> {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return escapeHtml(String(node));
  if (Array.isArray(node)) return (await Promise.all(node.map((n: ReactNode) => staticMarkup(n)))).join("");
  if (isValidElement(node)) return element(node);
  if (node instanceof Promise) return staticMarkup(await node);
  throw new Error("static markup: unsupported node");
}
