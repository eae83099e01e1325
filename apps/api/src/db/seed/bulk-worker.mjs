// The bulk loader's generator thread starts here: it runs the TypeScript generator with tsx,
// however the loader itself was started.
import { tsImport } from 'tsx/esm/api';

await tsImport('./bulk-worker.ts', import.meta.url);
