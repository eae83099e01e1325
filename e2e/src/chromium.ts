import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// Debian's Chromium, never a downloaded browser; these flags keep it off the closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Installs Debian's chromium when it is missing (the machine's own package manager). */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log('Installing Debian chromium for the browser tests…');
  // One install at a time: two runs side by side (the dated journeys) would race for apt's lock;
  // the second waits for the first and then finds the browser there.
  execFileSync(
    'flock',
    [
      '/tmp/portal-apt-install.lock',
      'bash',
      '-c',
      `test -x ${CHROMIUM_PATH} || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)`,
    ],
    { stdio: 'inherit' },
  );
}
