/**
 * What `npm test` names above its summary, from the runners' JSON reports: every test that failed, and
 * every one that passed only when tried again (on CI both runners try a failed test once more). Named
 * by file and title with the first line of the error, at the end of the output, where a CI log's
 * kept tail shows them.
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** Vitest's JSON report, the parts read here. */
export interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] | null }[];
  }[];
}

/** Playwright's JSON report, the parts read here. */
export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** The first line of an error, without the terminal colours Playwright writes into it. */
const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? '')
    .split('\n')[0]!
    .slice(0, 200);

export function vitestNotes(report: VitestReport | undefined): string[] {
  const notes: string[] = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults) {
      const failures = test.failureMessages ?? [];
      const where = `${relative('.', file.name)} > ${test.fullName}`;
      if (test.status === 'failed') notes.push(`FAIL  ${where}: ${firstLine(failures[0])}`);
      else if (test.status === 'passed' && failures.length > 0)
        notes.push(`flaky ${where} (passed when tried again): ${firstLine(failures[0])}`);
    }
  }
  return notes;
}

export function playwrightNotes(
  suites: readonly PlaywrightSuite[] | undefined,
  titles: string[] = [],
): string[] {
  return (suites ?? []).flatMap((suite) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => {
        const where = `${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}`;
        const error = firstLine(test.results.find((result) => result.error)?.error?.message);
        if (test.status === 'unexpected') return [`FAIL  ${where}: ${error}`];
        if (test.status === 'flaky') return [`flaky ${where} (passed when tried again): ${error}`];
        return [];
      }),
    );
    return [...own, ...playwrightNotes(suite.suites, path)];
  });
}
