import { PDFParse } from 'pdf-parse';

/** The text of a PDF the server made (what a reader would copy out of it). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
