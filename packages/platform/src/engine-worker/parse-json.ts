/** A protocol line as JSON, or undefined when it is not (a library's stray output). */
export function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
