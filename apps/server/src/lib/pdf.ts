import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The server's PDFs (certificates, CM team reports): pdfkit with Noto Sans SC embedded (subset) so
 * Chinese text renders in any viewer.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

// Each TTF is ~10 MB: read once per process, and only when the first PDF is drawn.
const fonts = new Map<keyof typeof FONT_FILES, Buffer>();
function font(weight: keyof typeof FONT_FILES): Buffer {
  let bytes = fonts.get(weight);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(FONT_FILES[weight]));
    fonts.set(weight, bytes);
  }
  return bytes;
}

type PdfOptions = NonNullable<ConstructorParameters<typeof import('pdfkit')>[0]>;

/**
 * A new document with the fonts `regular` and `bold` registered, and the promise of its bytes once
 * `doc.end()` is called. pdfkit (and its font engine) is the slowest import of the server's start:
 * loaded with the first PDF.
 */
export async function pdfDocument(options: PdfOptions): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', font('regular'));
  doc.registerFont('bold', font('bold'));
  return { doc, done };
}
