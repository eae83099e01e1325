import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// What the structure checker (pdf-structure.ts) reads with Debian's qpdf rather than pdfjs-dist:
// the objects' own dictionaries (a TH's Scope, a font's ToUnicode map or encoding).

/** A PDF object as `qpdf --json=2` writes it: names as '/Name', references as '12 0 R'. */
type QpdfValue = string | number | boolean | null | QpdfValue[] | { [key: string]: QpdfValue };

/** Encodings whose characters map to Unicode without a ToUnicode map (ISO 32000-1 §9.10.2). */
const STANDARD_ENCODINGS = new Set(['/WinAnsiEncoding', '/MacRomanEncoding', '/StandardEncoding']);

/**
 * What qpdf reads from the objects: every TH names its Scope (Row, Column or Both), and every font
 * maps its characters to Unicode (a ToUnicode map, or a standard encoding).
 */
export function objectFaults(pdf: Uint8Array): string[] {
  const objects = qpdfObjects(pdf);
  const resolve = (value: QpdfValue | undefined): QpdfValue | undefined =>
    typeof value === 'string' && / \d+ R$/.test(value) ? objects.get(`obj:${value}`) : value;
  const faults = new Set<string>();
  let unscoped = 0;
  for (const value of objects.values()) {
    if (!isDictionary(value)) continue;
    if (value['/S'] === '/TH') {
      const attributes = resolve(value['/A']);
      const owners = Array.isArray(attributes) ? attributes.map(resolve) : [attributes];
      const scope = owners.find((owner) => isDictionary(owner) && owner['/Scope'] !== undefined);
      if (!scope) unscoped += 1;
    }
    if (value['/Type'] === '/Font' && value['/Subtype'] !== '/CIDFontType2') {
      const encoding = resolve(value['/Encoding']);
      const isStandard = typeof encoding === 'string' && STANDARD_ENCODINGS.has(encoding);
      if (!isStandard && value['/ToUnicode'] === undefined) {
        faults.add(`font ${String(value['/BaseFont'])} has no ToUnicode map`);
      }
    }
  }
  if (unscoped > 0) faults.add(`${unscoped} TH cell(s) without a Scope attribute`);
  return [...faults];
}

function isDictionary(value: QpdfValue | undefined): value is { [key: string]: QpdfValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object of `pdf` by 'obj:N G R', a stream by its dictionary. */
function qpdfObjects(pdf: Uint8Array): Map<string, QpdfValue> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-objects-'));
  const file = path.join(directory, 'document.pdf');
  try {
    fs.writeFileSync(file, pdf);
    const output = execFileSync(
      'qpdf',
      ['--json=2', '--json-key=qpdf', '--json-stream-data=none', file, '-'],
      { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
    );
    const parsed = JSON.parse(output) as { qpdf: [unknown, Record<string, QpdfObject>] };
    const objects = new Map<string, QpdfValue>();
    for (const [key, object] of Object.entries(parsed.qpdf[1])) {
      const value = object.value ?? object.stream?.dict;
      if (value !== undefined) objects.set(key, value);
    }
    return objects;
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
type QpdfObject = { value?: QpdfValue; stream?: { dict: QpdfValue } };
