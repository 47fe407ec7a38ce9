/** The Java the HTML check runs: JAVA_HOME's, else the `java` on the PATH. */
export const javaCommand: string;
