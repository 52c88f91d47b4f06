import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAfterAnswer, errorKind } from './after-answer.ts';

function logged() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (text: string) => lines.push(JSON.parse(text)) });
  return { lines, logger };
}

describe('createAfterAnswer', () => {
  it('runs work without waiting for it, and idle() waits for all of it, also work started meanwhile', async () => {
    const { logger } = logged();
    const tasks = createAfterAnswer(logger);
    const done: string[] = [];
    tasks.later('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('first');
      tasks.later('second', async () => {
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    await tasks.idle();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure as a warning by kind only, never its message', async () => {
    const { lines, logger } = logged();
    const tasks = createAfterAnswer(logger);
    tasks.later('lead mail', async () => {
      throw Object.assign(new Error('550 rejected ada@example.com'), {
        code: 'EENVELOPE',
        responseCode: 550,
      });
    });
    tasks.later('sync throw', () => {
      throw new TypeError('buyer wrote: secret');
    });
    await tasks.idle();
    const warnings = lines.map((l) => [l.level, l.msg, l.err]);
    expect(warnings.sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual([
      [40, 'lead mail failed', { type: 'Error', code: 'EENVELOPE', responseCode: 550 }],
      [40, 'sync throw failed', { type: 'TypeError' }],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/ada@example|secret/);
  });

  it('describes a thrown non-error by its type', () => {
    expect(errorKind('oops')).toEqual({ type: 'string' });
  });
});
