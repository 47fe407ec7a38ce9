import { join } from 'node:path';

/** The Java the HTML check runs: JAVA_HOME's, else the `java` on the PATH. */
export const javaCommand = process.env.JAVA_HOME
  ? join(process.env.JAVA_HOME, 'bin', 'java')
  : 'java';
