import { z } from 'zod';

// Zod compiles fast object parsers with `new Function` after probing whether it may. Under our
// strict Content-Security-Policy (no 'unsafe-eval') the probe itself is reported as a policy
// violation in the browser, even though Zod catches the refusal. The browser's forms parse small
// objects, so they run without it. Imported first by root.tsx, before any schema is made; the
// server keeps the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
