import type { Db } from '../../../db/schema.ts';

/** What my page counts of a member's community activity. */
export interface MemberActivityCounts {
  posts: number;
  replies: number;
  clippings: number;
}

/**
 * The member's posts, replies and clippings, counted as /community/my-page lists them: their posts and
 * replies not deleted (hidden ones included: the author still sees them), and their clippings of posts
 * not deleted. The community's one answer to "how active is this member" (my page asks it).
 */
export async function memberActivityCounts(db: Db, memberId: number): Promise<MemberActivityCounts> {
  const [posts, replies, clippings] = await Promise.all([
    db
      .selectFrom('community_post')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', '<>', 'deleted')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('community_reply')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', '<>', 'deleted')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('community_reaction as r')
      .innerJoin('community_post as p', 'p.post_id', 'r.target_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('r.member_id', '=', memberId)
      .where('r.kind', '=', 'post-clip')
      .where('p.status', '<>', 'deleted')
      .executeTakeFirstOrThrow(),
  ]);
  return { posts: Number(posts.n), replies: Number(replies.n), clippings: Number(clippings.n) };
}
