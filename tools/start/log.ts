// Output of `npm start`: one stream, each line tagged with the process it came from.

const COLORS = [36, 33, 35, 32, 34, 91, 96, 93, 95, 92];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
let nextColor = 0;
let width = 10;

export type LineLogger = (line: string) => void;

/** A logger that prefixes lines with `[name]`, padded so columns line up. */
export function prefixedLogger(name: string, stream: NodeJS.WriteStream = process.stdout): LineLogger {
  width = Math.max(width, name.length);
  const color = COLORS[nextColor++ % COLORS.length] ?? 0;
  return (line) => {
    const tag = `[${name}]`.padEnd(width + 2);
    stream.write(`${useColor ? `\x1b[${color}m${tag}\x1b[0m` : tag} ${line}\n`);
  };
}

export const supervisorLog = prefixedLogger('start');
