export function chromiumPath(options?: { shell?: boolean }): string | undefined;
export const CHROMIUM_ARGS: string[];
export const TEST_CHROMIUM_ARGS: string[];
