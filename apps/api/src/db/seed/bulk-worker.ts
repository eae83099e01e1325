import { parentPort, workerData } from 'node:worker_threads';
import { chunkPayload } from './bulk';
import { generateDemoChunks, type DemoOptions } from './generate';

// The bulk loader's generator thread: each chunk of members as COPY text, at most two chunks
// ahead of the loader (it acknowledges each chunk it takes).

const { options, membersPerChunk, passwordHash } = workerData as {
  options: DemoOptions;
  membersPerChunk: number;
  passwordHash: string;
};
const port = parentPort;
if (!port) throw new Error('bulk-worker runs as a worker thread');

let credits = 2;
let waiting: (() => void) | undefined;
port.on('message', () => {
  credits += 1;
  waiting?.();
});

let first = true;
for (const chunk of generateDemoChunks(options, membersPerChunk)) {
  const payload = chunkPayload(chunk, passwordHash, first);
  first = false;
  while (credits === 0) await new Promise<void>((resolve) => (waiting = resolve));
  credits -= 1;
  port.postMessage(payload);
}
port.postMessage(null);
