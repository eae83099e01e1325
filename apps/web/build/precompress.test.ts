import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressFile, textAssets } from './precompress';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function write(root: string, file: string, content: string): string {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  return full;
}

describe('precompress', () => {
  it('finds the text assets, not images or the build bookkeeping in .vite/', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    for (const file of ['index.html', 'assets/a.js', 'assets/a.css', 'favicon.svg', 'robots.txt']) {
      write(dir, file, 'x');
    }
    write(dir, 'assets/photo.png', 'x');
    write(dir, '.vite/manifest.json', '{}');
    const found = textAssets(dir).map((file) => path.relative(dir as string, file));
    expect(found.sort()).toEqual(
      ['assets/a.css', 'assets/a.js', 'favicon.svg', 'index.html', 'robots.txt'].sort(),
    );
  });

  it('writes .br and .gz beside a file, each decoding to the original', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const content = 'const greeting = "hello";\n'.repeat(200);
    const file = write(dir, 'assets/app.js', content);
    compressFile(file);
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(content);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(content);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(content.length / 10);
  });
});
