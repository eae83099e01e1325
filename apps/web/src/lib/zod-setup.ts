import { z } from 'zod';

// The portal's Content Security Policy allows no eval. zod compiles fast object parsers with
// `new Function` where it can; it would try while the first schemas are built, which the browser
// reports as a CSP violation before zod falls back to its ordinary parsers. Use the ordinary
// parsers from the start. (Imported first by main.tsx: the setting applies to schemas built after
// it.)
z.config({ jitless: true });
