import { z } from 'zod';

// The CSP allows no eval: zod must not probe for `new Function` (it would work without it, but
// the probe logs a CSP violation). Imported first by main.tsx, so this runs before any module
// that parses with zod when it loads (imports are evaluated before main.tsx's own body).
z.config({ jitless: true });
