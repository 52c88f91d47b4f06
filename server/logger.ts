import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'homes-site' },
    // Personal data never reaches the logs (DESIGN §5): drop anything that looks like it.
    redact: {
      paths: [
        'email',
        '*.email',
        'password',
        '*.password',
        'phone',
        '*.phone',
        'authorization',
        '*.authorization',
      ],
      remove: true,
    },
  });
}
