import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A two-page FAQ leaflet: titles in large type, questions in body type, an answer over two lines. */
export async function faqLeafletPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages: Array<Array<[string, number]>> = [
    [
      ['Harbour Museum: questions', 22],
      ['When is the museum open?', 11],
      ['Every day from 9 to 17,', 11],
      ['except on Mondays.', 11],
      ['How much is a ticket?', 11],
      ['Adults pay 12 euros.', 11],
    ],
    [
      ['Visiting with animals', 18],
      ['Can I bring my dog?', 11],
      ['Only assistance dogs are allowed inside.', 11],
    ],
  ];
  for (const lines of pages) {
    const page = pdf.addPage([420, 595]);
    let y = 540;
    for (const [text, size] of lines) {
      page.drawText(text, { x: 40, y, size, font });
      y -= size + 10;
    }
  }
  return pdf.save();
}

/** A deck of `pages` slides: a title and two lines of text on each, the last page left blank. */
export async function slideDeckPdf(pages = 10): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([800, 450]);
    page.drawRectangle({ x: 0, y: 400, width: 800, height: 50, color: rgb(0.1, 0.3, 0.6) });
    if (number === pages) continue;
    page.drawText(`Chapter ${number}`, { x: 40, y: 330, size: 36, font });
    page.drawText(`The harbour in year ${1800 + number * 10}`, { x: 40, y: 270, size: 20, font });
    page.drawText('Ships, keepers and storms', { x: 40, y: 240, size: 20, font });
  }
  return pdf.save();
}
