import Papa from 'papaparse';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`,
 * `+`, `-`, `@`, a tab and a carriage return at the start of the cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** True when a spreadsheet opening the CSV would run the cell as a formula. */
export const isFormulaCell = (cell: string): boolean => FORMULA_START.test(cell);

/** The cell as text a spreadsheet shows and never runs: a single quote before a formula start, the text kept otherwise. */
export const neutraliseCell = (cell: string): string => (isFormulaCell(cell) ? `'${cell}` : cell);

/** True when any cell of the table would run as a formula. */
export const hasFormulaCells = (table: string[][]): boolean => table.some((row) => row.some(isFormulaCell));

/**
 * A FAQ table written as the CSV the owner downloads: every cell neutralised against formula
 * injection (rows may come from third-party websites or documents), quoted as CSV needs.
 */
export function writeFaqCsv(table: string[][]): string {
  return Papa.unparse(table.map((row) => row.map(neutraliseCell)));
}
