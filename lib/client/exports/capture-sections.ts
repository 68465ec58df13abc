"use client";
import type { ApiClient } from "../http/client";

export type ImageBackground = "transparent" | "black" | "white";

export const BACKGROUND_COLOURS: Record<ImageBackground, string | null> = { transparent: null, black: "#000000", white: "#ffffff" };

const PADDING = 24;
const PIXEL_RATIO = 2;

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * Routes the cards' cross-origin images through the image downloader (a canvas cannot read them
 * directly), swapping their sources for data URLs until restore() is called. An image the
 * downloader refuses is left out of the picture rather than failing the export.
 */
async function inlineForeignImages(nodes: HTMLElement[], client: ApiClient) {
  const swapped: { img: HTMLImageElement; src: string; srcset: string }[] = [];
  const byUrl = new Map<string, Promise<string | null>>();
  const foreign = nodes.flatMap((n) => [...n.querySelectorAll("img")]).filter((img) => {
    if (!img.currentSrc && !img.src) return false;
    const url = new URL(img.currentSrc || img.src, location.href);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== location.origin;
  });
  await Promise.all(
    foreign.map(async (img) => {
      const url = img.currentSrc || img.src;
      if (!byUrl.has(url)) {
        byUrl.set(
          url,
          client
            .fetch("GET", "/api/external/image-downloader/", { query: { url }, accept: "image/*" })
            .then((r) => r.blob())
            .then(blobToDataUrl)
            .catch(() => null),
        );
      }
      const data = await byUrl.get(url)!;
      swapped.push({ img, src: img.getAttribute("src") ?? "", srcset: img.getAttribute("srcset") ?? "" });
      img.removeAttribute("srcset");
      if (data) img.src = data;
      else img.style.visibility = "hidden";
      await img.decode().catch(() => undefined);
    }),
  );
  return () => {
    for (const s of swapped) {
      s.img.setAttribute("src", s.src);
      if (s.srcset) s.img.setAttribute("srcset", s.srcset);
      s.img.style.visibility = "";
    }
  };
}

/** Each card drawn on its own canvas, as it looks on screen (at twice the pixel density). */
export async function captureCards(nodes: HTMLElement[], client: ApiClient): Promise<HTMLCanvasElement[]> {
  // Loaded on demand: the analysis page's first load stays light.
  const { toCanvas } = await import("html-to-image");
  const restore = await inlineForeignImages(nodes, client);
  try {
    const canvases: HTMLCanvasElement[] = [];
    for (const node of nodes) canvases.push(await toCanvas(node, { pixelRatio: PIXEL_RATIO, cacheBust: false }));
    return canvases;
  } finally {
    restore();
  }
}

/** Canvases stacked top to bottom on the chosen background, with a margin around each. */
export function composeOnBackground(canvases: HTMLCanvasElement[], background: ImageBackground): HTMLCanvasElement {
  const pad = PADDING * PIXEL_RATIO;
  const out = document.createElement("canvas");
  out.width = Math.max(...canvases.map((c) => c.width)) + 2 * pad;
  out.height = canvases.reduce((h, c) => h + c.height + pad, pad);
  const ctx = out.getContext("2d")!;
  const colour = BACKGROUND_COLOURS[background];
  if (colour) {
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, out.width, out.height);
  }
  let y = pad;
  for (const c of canvases) {
    ctx.drawImage(c, pad, y);
    y += c.height + pad;
  }
  return out;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("The image could not be encoded."))), "image/png"));
}
