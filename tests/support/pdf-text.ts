import { PDFParse } from "pdf-parse";

/** The text a reader gets from a PDF (every page, in reading order), for tests that check a PDF's figures. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: the parser hands its buffer to a worker, which detaches it.
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
