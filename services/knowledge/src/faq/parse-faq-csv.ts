import Papa from 'papaparse';
import { knowledge } from '@avatarium/contracts';

export interface FaqEntry {
  /** 1-based row of the CSV, header excluded. */
  row: number;
  question: string;
  answer: string;
}

export interface ParsedFaq {
  headers: string[];
  rows: string[][];
  entries: FaqEntry[];
}

const QUESTION = /^(question|questions|q|faq|pregunta|frage)$/i;
const ANSWER = /^(answer|answers|a|response|respuesta|antwort)$/i;

/**
 * A FAQ CSV read by a real CSV parser (quoted fields, doubled quotes, newlines inside quotes, a
 * byte-order mark). The question and answer columns are found by their header names, else the
 * first two columns are taken; rows without both are skipped. Throws a message for the owner.
 */
export function parseFaqCsv(text: string): ParsedFaq {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const table = parsed.data.filter((row) => Array.isArray(row) && row.some((cell) => String(cell).trim()));
  if (table.length < 2) throw new Error('The CSV needs a header row and at least one question with its answer.');
  const headers = table[0]!.map((cell) => String(cell).trim());
  if (headers.length < 2) throw new Error('The CSV needs two columns: a question and its answer.');
  const body = table.slice(1);
  if (body.length > knowledge.FAQ_MAX_ROWS)
    throw new Error(`The CSV has ${body.length} rows; at most ${knowledge.FAQ_MAX_ROWS} are allowed.`);
  const questionAt = Math.max(
    0,
    headers.findIndex((header) => QUESTION.test(header)),
  );
  const answerFound = headers.findIndex((header) => ANSWER.test(header));
  const answerAt = answerFound >= 0 ? answerFound : questionAt === 0 ? 1 : 0;
  const entries: FaqEntry[] = [];
  body.forEach((cells, index) => {
    const question = String(cells[questionAt] ?? '').trim();
    const answer = String(cells[answerAt] ?? '').trim();
    if (question && answer) entries.push({ row: index + 1, question, answer });
  });
  if (entries.length === 0) throw new Error('No row of the CSV has both a question and an answer.');
  return { headers, rows: body.map((cells) => cells.map((cell) => String(cell))), entries };
}
