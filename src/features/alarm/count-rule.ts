/**
 * The unread count's one rule: a count never overwrites a newer one. Every answer that carries a count
 * (GET /alarm/count, a list page, marking read) gets a sequence number: a request that reads the count
 * takes it when it is SENT, a mark-read takes it when its answer ARRIVES (the server has committed the
 * change by then, so any read sent earlier may predate it). The count shown is the one with the
 * highest number, so a slow count request sent before "모두 읽음" cannot bring the badge back.
 */
export interface CountSnapshot {
  unreadCount: number;
  seq: number;
}

let last = 0;

/**
 * Increasing within the page, and past any number an earlier page of the tab wrote into the persisted
 * query cache (a reload restores the count with its number): the clock's milliseconds, at least one
 * more than the last.
 */
export function nextSeq(now: number = Date.now()): number {
  last = Math.max(last + 1, now);
  return last;
}

/** The newer of the count held and an incoming one (the held one wins a tie: it was there first). */
export function newerCount(current: CountSnapshot | undefined, incoming: CountSnapshot): CountSnapshot {
  return current !== undefined && current.seq >= incoming.seq ? current : incoming;
}
