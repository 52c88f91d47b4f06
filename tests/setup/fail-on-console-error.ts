// DEVELOPERS.md: a console.error during a test is a failure.
import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  if (errors.length === 0) return;
  const messages = errors.map((args) => args.map(String).join(' ')).join('\n');
  errors.length = 0;
  throw new Error(`console.error was called during the test:\n${messages}`);
});
