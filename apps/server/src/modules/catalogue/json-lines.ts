/**
 * Line numbers for catalogue problems: a problem names a JSON path ('internet.plans[3].price'),
 * and a person fixing the file wants the line. `withLines` prefixes each problem whose path is
 * found with 'line N: ' (the line of the value, or of the nearest enclosing value the file has);
 * a JSON syntax error gets the line of its position.
 */

/** Where each value of a JSON text starts: path ('a.b[2].c', '' for the document) -> line. */
function valueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skip = () => {
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '\n') line++;
      else if (c !== ' ' && c !== '\t' && c !== '\r') return;
    }
  };
  const string = (): string => {
    const start = i++;
    for (; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    skip();
    lines.set(path, line);
    const c = text[i];
    if (c === '{') {
      i++;
      for (skip(); i < text.length && text[i] !== '}'; skip()) {
        if (text[i] === ',') {
          i++;
          continue;
        }
        const key = string();
        skip();
        i++; // ':'
        value(path ? `${path}.${key}` : key);
      }
      i++;
    } else if (c === '[') {
      i++;
      let n = 0;
      for (skip(); i < text.length && text[i] !== ']'; skip()) {
        if (text[i] === ',') {
          i++;
          continue;
        }
        value(`${path}[${n++}]`);
      }
      i++;
    } else if (c === '"') string();
    else while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  };
  value('');
  return lines;
}

/** The line of a path, or of its nearest enclosing path in the text. */
function lineOf(lines: Map<string, number>, path: string): number | undefined {
  for (let p = path; ;) {
    const found = lines.get(p);
    if (found !== undefined) return found;
    if (!p) return undefined;
    const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
    p = cut > 0 ? p.slice(0, cut) : '';
  }
}

/**
 * 'line N: ' before each 'path: message' problem of a catalogue that parsed as JSON (a document
 * on one line, as a program writes it, gets none: the path says it all).
 */
export function withLines(text: string, problems: string[]): string[] {
  if (!text.includes('\n')) return problems;
  const lines = valueLines(text);
  return problems.map((p) => {
    const path = /^([\w$]+(?:\.[\w$]+|\[\d+\])*):/.exec(p)?.[1];
    const line = path === undefined ? undefined : lineOf(lines, path);
    return line === undefined ? p : `line ${line}: ${p}`;
  });
}

/** The line of a JSON.parse error, from the position its message gives. */
export function syntaxErrorLine(text: string, message: string): number | undefined {
  if (!text.includes('\n')) return undefined;
  const explicit = /line (\d+)/.exec(message);
  if (explicit) return Number(explicit[1]);
  const at = /position (\d+)/.exec(message);
  if (!at) return undefined;
  return text.slice(0, Number(at[1])).split('\n').length;
}
