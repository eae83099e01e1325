// What may never be in the server's log: SA ID numbers, e-mail addresses, tokens, authorization
// codes and bank account numbers. Only the text of each entry is searched (the JSON lines' string
// values), not their timestamps and other numbers. The journeys' server log is searched at the
// end of every run (global-setup.ts).

const PATTERNS: [string, RegExp][] = [
  ['an ID number', /(?<!\d)\d{13}(?!\d)/],
  ['a bank account or other long number', /(?<!\d)\d{9,12}(?!\d)/],
  ['an e-mail address', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/],
  ['a token', /eyJ[\w-]+\.[\w-]+\./],
  ['an authorization code', /[?&]code=(?!\[redacted\])[^&\s"]+/],
  ['an ID token hint', /id_token_hint=(?!\[redacted\])[^&\s"]+/],
];

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Each finding as 'what: the text it is in' (empty when the log is clean). */
export function personalDataIn(log: string): string[] {
  return log.split('\n').flatMap((line) => {
    // The log is pino's JSON lines; the start-up banner (the demo sign-ins) is not a log entry.
    if (!line.startsWith('{')) return [];
    let texts: string[];
    try {
      texts = stringsOf(JSON.parse(line));
    } catch {
      texts = [line];
    }
    return texts.flatMap((text) =>
      PATTERNS.filter(([, pattern]) => pattern.test(text)).map(
        ([what]) => `${what}: ${text.slice(0, 160)}`,
      ),
    );
  });
}
