/** Rewrites database.rules.json from the record schemas: `npx tsx server/cli/rules.ts`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRules } from '../rules/firebaseRules';

const target = fileURLToPath(new URL('../../database.rules.json', import.meta.url));
writeFileSync(target, renderRules());
console.log(`Wrote ${target}`);
