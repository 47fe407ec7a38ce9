// @vitest-environment node
/** The systemd unit in deploy/ runs what `npm run serve` runs, as a person installing it expects. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const unitFile = 'deploy/lagos-it-site.service';

/** The unit's `Key=value` lines (the last one wins, as in systemd). */
function unitSettings(text: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, match[2]!);
  }
  return settings;
}

const hasSystemdAnalyze = (() => {
  try {
    execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe(unitFile, () => {
  const settings = unitSettings(read(unitFile));

  it('starts the same command as `npm run serve`, with node itself as the service', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.serve).toMatch(/^node /);
    expect(settings.get('ExecStart')).toBe(`/usr/bin/${scripts.serve}`);
  });

  it('restarts on failure, reads the environment file and runs as a user that is not root', () => {
    expect(settings.get('Restart')).toBe('on-failure');
    expect(settings.get('EnvironmentFile')).toMatch(/^\/etc\//);
    expect(settings.get('User')).toBeTruthy();
    expect(settings.get('User')).not.toBe('root');
    // Only the data folder (database, key, backups) is writable.
    expect(settings.get('ProtectSystem')).toBe('strict');
    expect(settings.get('ReadWritePaths')).toBe(`${settings.get('WorkingDirectory')}/data`);
  });

  it.runIf(hasSystemdAnalyze)('is a unit systemd accepts', () => {
    // Prints nothing and exits 0 for a valid unit; throws with systemd's complaint otherwise.
    const output = execFileSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
    expect(output).toBe('');
  });
});
