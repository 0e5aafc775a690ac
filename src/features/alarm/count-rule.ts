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

export function nextSeq(): number {
  last += 1;
  return last;
}

/** The newer of the count held and an incoming one (the held one wins a tie: it was there first). */
export function newerCount(current: CountSnapshot | undefined, incoming: CountSnapshot): CountSnapshot {
  return current !== undefined && current.seq >= incoming.seq ? current : incoming;
}
