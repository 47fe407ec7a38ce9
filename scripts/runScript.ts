/** Runs a script's `main`, then exits: 0 when it resolves, 1 (with the error) when it throws. */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
