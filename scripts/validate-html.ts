/**
 * `npm run test:html`: every prerendered page of the build must pass the Nu HTML Checker
 * (vnu-jar, run with the machine's Java) with no errors. BUILD_DIR chooses the build to check,
 * as for `npm run build` (default dist). One Java start for all files: it is slow to start.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { javaCommand } from './java.mjs';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
const vnuJar = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

/**
 * The checker's one known lag behind the HTML standard: `blocking="render"` on a `<link
 * rel="expect">` (the standard's "expect" link type, decision 0055), which it still allows on
 * stylesheets only. Only that message on that element is let through.
 */
const checkerLagsTheStandard = (message: VnuMessage) =>
  message.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
  /<link rel="expect"[^>]* blocking="render"/.test(message.extract ?? '');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * A short run: the JIT's quick tier only, which halves the checker's CPU time here (about 8 s to
 * 4 s for the whole site); that tier's deeper stack frames need more than the default stack.
 */
const javaFlags = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

function runVnu(files: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    // The JSON report goes to stderr.
    const child = spawn(
      javaCommand,
      [...javaFlags, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`Java was not found (${javaCommand}): install a JRE 11+ or set JAVA_HOME`)
          : error,
      ),
    );
    child.once('close', (code) => resolvePromise({ code, output }));
  });
}

async function main(): Promise<number> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
    return 1;
  }
  const files = htmlFiles(buildDir).sort();
  const started = Date.now();
  const { code, output } = await runVnu(files);
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  } catch {
    console.error(`The checker did not answer JSON (exit ${code}):\n${output}`);
    return 1;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const errors = messages.filter(
    (message) => message.type !== 'info' && !checkerLagsTheStandard(message),
  );
  for (const error of errors) {
    const file = error.url
      ? relative(process.cwd(), decodeURIComponent(new URL(error.url).pathname))
      : '?';
    const where = error.lastLine
      ? `${file}:${error.lastLine}:${error.firstColumn ?? error.lastColumn ?? 0}`
      : file;
    console.error(`${where}: ${error.message}`);
    if (error.extract) console.error(`    ${error.extract.replace(/\n/g, ' ').trim()}`);
  }
  if (errors.length > 0) {
    console.error(
      `\n${errors.length} HTML error(s) in ${files.length} pages (Nu HTML Checker, ${seconds} s).`,
    );
    return 1;
  }
  // It exits 1 when it reported errors, the ones let through included.
  if (code !== 0 && !messages.some(checkerLagsTheStandard)) {
    console.error(`The checker exited with ${code} without reporting errors:\n${output}`);
    return 1;
  }
  console.log(
    `${files.length} pages in ${relative(process.cwd(), buildDir) || '.'} are valid HTML (Nu HTML Checker, ${seconds} s).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
