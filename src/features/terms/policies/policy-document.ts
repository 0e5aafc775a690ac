import type { ReactNode } from 'react';

/** One numbered part of a policy: its anchor (`#id`), its heading and its text. */
export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** One version of a policy, as it read from its effective date until the next one. */
export interface PolicyVersion {
  /** The effective date, YYYY-MM-DD (Asia/Seoul); also the version's key in `?version=`. */
  effectiveDate: string;
  /** When the change was announced, if it was (the terms' 30-day notice). */
  noticeDate?: string;
  /** Shown above the sections: what changed in this version. */
  changes?: ReactNode;
  sections: readonly PolicySection[];
}

export interface PolicyDocument {
  title: string;
  /** Newest first; the first is in force. */
  versions: readonly [PolicyVersion, ...PolicyVersion[]];
}

/** `2025-10-27` → `2025년 10월 27일`. */
export function koreanDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}
