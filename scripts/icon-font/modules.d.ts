// The parts of these untyped packages the icon-font script and test use.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    noLayoutClosure?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Buffer, format: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer>;
}
