export function findChromium(): string | undefined;
export function findHeadlessShell(): string | undefined;
export function findTestBrowser(): string | undefined;
export const chromiumArgs: string[];
