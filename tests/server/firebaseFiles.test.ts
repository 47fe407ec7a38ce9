// @vitest-environment node
/** database.rules.json and firebase.json stay in step with the code they mirror. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRules } from '../../server/rules/firebaseRules';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../server/http/security';
import { IMMUTABLE } from '../../server/http/static';
import * as triggers from '../../functions/src/index';
import { DATABASE_REGION } from '../../functions/src/region';
import { env } from '../../src/config/env';
import { collections } from '../../src/records/collections';
import { RECEIVED_AT, timestampField } from '../../src/records/schemas';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

interface FirebaseJson {
  database: { rules: string };
  functions: { source: string; predeploy: string[] };
  hosting: {
    public: string;
    predeploy: string[];
    rewrites: { source: string; destination?: string; function?: { functionId: string } }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
}
const firebase = JSON.parse(read('firebase.json')) as FirebaseJson;
const headersFor = (source: string) =>
  Object.fromEntries(
    (firebase.hosting.headers.find((entry) => entry.source === source)?.headers ?? []).map(
      ({ key, value }) => [key, value],
    ),
  );

describe('database.rules.json', () => {
  it('is what the record schemas generate (run `npx tsx server/cli/rules.ts` after changing a schema)', () => {
    // Compared as JSON, so a formatter may lay the file out as it likes.
    expect(JSON.parse(read('database.rules.json'))).toEqual(buildRules());
  });

  it('indexes each collection on its timestamp field, its receive time (the dashboard pages by it), its status, owner and follow-up time (the quick views)', () => {
    const rules = JSON.parse(read('database.rules.json')) as {
      rules: Record<string, { '.indexOn'?: string[] }>;
    };
    for (const collection of collections) {
      expect(rules.rules[collection]?.['.indexOn']).toEqual([
        timestampField[collection],
        RECEIVED_AT,
        'status',
        'owner',
        'followUp/at',
      ]);
    }
  });
});

describe('firebase.json', () => {
  it('deploys the rules and the built site', () => {
    expect(firebase.database.rules).toBe('database.rules.json');
    expect(firebase.hosting.public).toBe('dist');
  });

  it('rewrites nothing but the invitation URL: every route has its own page (firebaseHosting.test.ts)', () => {
    expect(firebase.hosting.rewrites.map((rewrite) => rewrite.source)).toEqual([
      env.VITE_ACCEPT_INVITATION_URL,
    ]);
  });

  it('sends the dashboard’s default invitation URL to the Cloud Function, same-origin', () => {
    const functions = firebase.hosting.rewrites.filter((rewrite) => rewrite.function);
    expect(functions).toEqual([
      {
        source: env.VITE_ACCEPT_INVITATION_URL,
        // The function's region by default; another DATABASE_REGION changes this too (README).
        function: { functionId: 'acceptInvitation', region: DATABASE_REGION.options.default },
      },
    ]);
    expect(Object.keys(triggers)).toContain(functions[0]?.function?.functionId);
    expect(headersFor('**')['Content-Security-Policy']).toMatch(/connect-src 'self'/);
  });

  it('sends the same security headers, allowing the Firebase hosts to be called', () => {
    const headers = headersFor('**');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (name !== 'Content-Security-Policy') expect(headers[name], name).toBe(value);
    }
    const directives = (csp: string) => csp.split('; ').filter((d) => !d.startsWith('connect-src'));
    expect(directives(headers['Content-Security-Policy'] ?? '')).toEqual(
      directives(CONTENT_SECURITY_POLICY),
    );
    expect(headers['Content-Security-Policy']).toContain('https://*.firebaseio.com');
    expect(headersFor('/assets/**')['Cache-Control']).toBe(IMMUTABLE);
  });

  it('builds the site and the functions before a deploy, with the functions’ locked dependencies', () => {
    expect(firebase.hosting.predeploy).toEqual(['npm --prefix "$PROJECT_DIR" run build']);
    expect(firebase.functions.predeploy).toEqual([
      'npm --prefix "$RESOURCE_DIR/.." run build:functions',
      'npm --prefix "$RESOURCE_DIR" ci --omit=dev',
    ]);
  });
});

describe('functions/package-lock.json', () => {
  it('locks the versions the offline tests of the functions run against', () => {
    const lock = JSON.parse(read('functions/package-lock.json')) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };
    const functionsPackage = JSON.parse(read('functions/package.json')) as {
      dependencies: Record<string, string>;
    };
    expect(lock.packages['']?.dependencies).toEqual(functionsPackage.dependencies);
    for (const name of Object.keys(functionsPackage.dependencies)) {
      const installed = JSON.parse(read(`node_modules/${name}/package.json`)) as {
        version: string;
      };
      expect({ name, version: lock.packages[`node_modules/${name}`]?.version }).toEqual({
        name,
        version: installed.version,
      });
    }
  });
});
