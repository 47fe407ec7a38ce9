/**
 * The Cloud Function's parameters (SITE_URL, SMTP_URL…) are read from process.env offline: a test
 * file sets its own and puts back what was there when it ends.
 */
export function setEnv(values: Record<string, string>): () => void {
  const saved = Object.entries(values).map(([name]) => [name, process.env[name]] as const);
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
