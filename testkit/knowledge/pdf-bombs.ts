import { constants, createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/** `bytes` zero bytes compressed with zlib, a megabyte at a time (the inflated stream is never held). */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= megabyte.length) {
    const part = left >= megabyte.length ? megabyte : megabyte.subarray(0, left);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A one-page PDF whose content stream is about 1 MB of flate data that inflates to `inflatedMb` MB of zeros. */
export async function flateBombPdf(inflatedMb = 1024): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 595]);
  const stream = pdf.context.stream(await deflatedZeros(inflatedMb * 1024 * 1024), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), pdf.context.register(stream));
  return pdf.save({ useObjectStreams: false });
}

/**
 * A one-page PDF drawing an image XObject that declares `width` × `height` RGB pixels (its
 * data: a short flate stream of zeros, as the probe's 2.6 MB bomb).
 */
export async function imageBombPdf(width = 50_000, height = 50_000): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([420, 595]);
  page.drawText('When is the museum open?', { x: 40, y: 540, size: 11, font });
  const image = pdf.context.stream(await deflatedZeros(8 * 1024 * 1024), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const ref = pdf.context.register(image);
  page.node.setXObject(PDFName.of('Im0'), ref);
  const content = pdf.context.stream('q 400 0 0 400 10 10 cm /Im0 Do Q');
  page.node.set(PDFName.of('Contents'), pdf.context.register(content));
  return pdf.save({ useObjectStreams: false });
}

/** A one-page PDF holding one more stream object: `data` as it is, under `dict` (for the byte scan). */
export async function pdfWithStream(data: Uint8Array, dict: Record<string, string | number | string[]>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([420, 595]);
  const entries = Object.fromEntries(
    Object.entries(dict).map(([key, value]) => [key, Array.isArray(value) ? value.map((name) => PDFName.of(name)) : value]),
  );
  pdf.context.register(pdf.context.stream(data, entries));
  return pdf.save({ useObjectStreams: false });
}
