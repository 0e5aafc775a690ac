/** A pino destination that keeps every line, so a test can assert what the server logged. */
export interface LogCapture {
  stream: { write(line: string): void };
  lines: LogLine[];
  /** The first line (already written or still to come) that `matches` says is the one. */
  next(matches: (line: LogLine) => boolean): Promise<LogLine>;
}

export type LogLine = { level: number; msg?: string } & Record<string, unknown>;

/** pino's numeric levels. */
export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

export function captureLogs(): LogCapture {
  const lines: LogLine[] = [];
  const waiting: { matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  return {
    lines,
    stream: {
      write(text) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const waiter of waiting.splice(0)) {
          if (waiter.matches(line)) waiter.resolve(line);
          else waiting.push(waiter);
        }
      },
    },
    next(matches) {
      const found = lines.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ matches, resolve }));
    },
  };
}
