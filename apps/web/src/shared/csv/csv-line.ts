/** Reading the CSV files visitors upload (the bulk address and abandoned-cart rows). */

export interface CsvProblem {
  /** 1-based line of the file; 0 for the file as a whole. */
  line: number;
  message: string;
}

/** One CSV line split into values (RFC 4180 quotes: "a, b" and "" inside quotes). */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(value);
      value = '';
    } else value += c;
  }
  out.push(value);
  return out.map((v) => v.trim());
}
