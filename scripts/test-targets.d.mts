export function classifyUnitTests(files?: string[]): Promise<{ engine: string[]; pure: string[] }>;
