import { describe, expect, it } from 'vitest';
import { playwrightNotes, vitestNotes } from './test-report.ts';

describe("npm test's notes above the summary", () => {
  it('names failed Vitest tests and those that passed only on a second try, not the others', () => {
    const notes = vitestNotes({
      testResults: [
        {
          name: `${process.cwd()}/server/x.test.ts`,
          assertionResults: [
            { fullName: 'x passes', status: 'passed', failureMessages: [] },
            { fullName: 'x flakes', status: 'passed', failureMessages: ['AssertionError: 1 !== 2\n  at …'] },
            { fullName: 'x fails', status: 'failed', failureMessages: ['Error: boom\nstack', 'Error: boom'] },
            { fullName: 'x skipped', status: 'skipped', failureMessages: null },
          ],
        },
      ],
    });
    expect(notes).toEqual([
      'flaky server/x.test.ts > x flakes (passed when tried again): AssertionError: 1 !== 2',
      'FAIL  server/x.test.ts > x fails: Error: boom',
    ]);
    expect(vitestNotes(undefined)).toEqual([]);
  });

  it('names failed and flaky Playwright tests with their file, line and titles', () => {
    const notes = playwrightNotes([
      {
        title: 'share.spec.ts',
        specs: [
          {
            title: 'top level',
            file: 'share.spec.ts',
            line: 3,
            tests: [{ status: 'expected', results: [{}] }],
          },
        ],
        suites: [
          {
            title: 'share from the header',
            specs: [
              {
                title: 'URL copy',
                file: 'share.spec.ts',
                line: 72,
                tests: [
                  {
                    status: 'flaky',
                    // Playwright colours its messages for a terminal.
                    results: [{ error: { message: 'Error: \u001b[2mexpect(\u001b[22mlocator)\nmore' } }, {}],
                  },
                ],
              },
              {
                title: 'Kakao',
                file: 'share.spec.ts',
                line: 110,
                tests: [
                  { status: 'unexpected', results: [{ error: { message: 'Timeout' } }, { error: {} }] },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(notes).toEqual([
      'flaky share.spec.ts:72 > share from the header > URL copy (passed when tried again): Error: expect(locator)',
      'FAIL  share.spec.ts:110 > share from the header > Kakao: Timeout',
    ]);
  });
});
