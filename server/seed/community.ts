import { josa } from 'es-hangul';
import type { Kysely } from 'kysely';
import { popularityScore } from '#contract/rules/community-rules.ts';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import { seoulDate } from '#contract/rules/seoul-time.ts';

import type { DB, Db } from '../db/schema.ts';
import type { PostType } from '../db/schema-community.ts';
import { searchColumns } from '../modules/community/search/search.columns.ts';

import { operatorMemberId } from '../modules/community/survey/survey.service.ts';

import { awardStars } from '../modules/point/point.service.ts';

import { createRandom, type Random } from '../shared/prng.ts';

/**
 * A lively community on a fresh start: neighbours of the market (members who cannot sign in, made for
 * the seed) write 오늘의 식탁 posts over the last two weeks, ask questions (some answered and accepted),
 * and the 제철장터 account runs votes, open and closed. Replies, likes, clippings, views and votes are
 * real rows, and every counter and popularity score is computed from them, as the API would have left
 * them. A pure function of `now` (fixed-seed PRNG). Photos: `photoSubjects` in the result names the dish
 * of each 오늘의 식탁 post, for the photo seed to draw.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const BATCH_ROWS = 300;
export const SEED_MEMBER_SUBJECT = 'seed-community-';

const NICKNAMES = [
  '텃밭할매',
  '제주귤밭',
  '김장고수',
  '새벽시장',
  '봄나물러버',
  '자취9년차',
  '두아이맘',
  '된장찌개장인',
  '캠핑요리사',
  '도시농부',
  '빵굽는아빠',
  '산지직송러',
  '국밥한그릇',
  '제철밥상',
  '햇감자',
  '완도바다',
  '영주사과집',
  '집밥백선생',
  '오늘도한식',
  '반찬가게딸',
  '채식한스푼',
  '꼬막사랑',
  '호박죽',
];

/** [ingredient, dish]: what Korean kitchens cook through the year. */
const DISHES: ReadonlyArray<readonly [string, string]> = [
  ['냉이', '냉이 된장국'],
  ['달래', '달래장 비빔밥'],
  ['봄동', '봄동 겉절이'],
  ['쑥', '쑥버무리'],
  ['딸기', '딸기 우유'],
  ['애호박', '애호박전'],
  ['감자', '감자조림'],
  ['옥수수', '찐 옥수수'],
  ['복숭아', '복숭아 콤포트'],
  ['전어', '전어구이'],
  ['대하', '대하 소금구이'],
  ['고구마', '고구마 맛탕'],
  ['귤', '귤 껍질차'],
  ['굴', '굴국밥'],
  ['방어', '방어회 한 접시'],
  ['시금치', '시금치 나물'],
  ['배추', '배추전'],
  ['무', '소고기 뭇국'],
  ['꼬막', '꼬막 비빔밥'],
  ['과메기', '과메기 쌈'],
  ['사과', '사과잼'],
  ['배', '배숙'],
  ['한우', '한우 불고기'],
  ['두부', '두부조림'],
  ['버섯', '버섯 들깨탕'],
  ['묵은지', '묵은지 김치찜'],
  ['전복', '전복 버터구이'],
  ['단호박', '단호박 수프'],
];

const OPENERS = [
  (_ing: string, dish: string) => `오늘 저녁 메뉴는 ${dish}입니다.`,
  (ing: string, dish: string) => `장터에서 산 ${ing} 덕분에 ${dish} 완성!`,
  (ing: string, dish: string) => `제철 맞은 ${ing}, 그냥 지나칠 수 없어서 ${dish} 만들어 봤어요.`,
  (_ing: string, dish: string) => `주말 점심으로 ${dish} 해 먹었어요.`,
  (ing: string, dish: string) => `친정엄마가 보내 준 ${ing} 넣고 ${dish} 했어요.`,
  (_ing: string, dish: string) => `퇴근하고 후다닥 ${dish}!`,
];
const MIDDLES = [
  '아이들이 한 그릇씩 뚝딱 비웠어요.',
  '간은 국간장 한 숟갈이면 충분해요.',
  '생각보다 손이 많이 안 가서 평일 저녁에도 좋아요.',
  '남편이 밥 두 공기 먹었네요 ㅎㅎ',
  '들기름 살짝 두르면 향이 확 살아나요.',
  '엄마가 해 주던 맛이 나서 괜히 뭉클했어요.',
  '다음엔 청양고추 조금 넣어 보려고요.',
  '사진보다 실제로 훨씬 맛있었어요!',
  '냉장고 파먹기 성공입니다.',
  '재료가 싱싱하니 양념을 많이 안 해도 맛있네요.',
  '혼자 먹기 아까워서 이웃집에도 조금 나눠 드렸어요.',
  '밥 위에 올려 먹으니 반찬이 따로 필요 없었어요.',
];
const ENDINGS = [
  '다들 오늘 뭐 드셨어요?',
  '레시피 궁금하시면 댓글 주세요~',
  '내일은 뭐 해 먹죠?',
  '제철 음식이 역시 최고예요.',
  '다음 장에도 꼭 사야겠어요.',
  '',
];

const QUESTIONS: ReadonlyArray<{
  title: (ing: string) => string;
  body: (ing: string) => string;
  answers: string[];
}> = [
  {
    title: (ing) => `${ing} 보관 어떻게 하세요?`,
    body: (ing) =>
      `${ing} 한 상자 샀는데 금방 물러질까 봐 걱정이에요. 냉장 보관이 나을까요, 실온이 나을까요?`,
    answers: [
      '신문지에 하나씩 싸서 김치냉장고에 넣어 두면 2주는 거뜬해요.',
      '저는 통풍 잘 되는 베란다에 두고 먹을 만큼만 꺼내요.',
      '물기 있으면 금방 상하니까 씻지 말고 보관하세요!',
    ],
  },
  {
    title: (ing) => `좋은 ${ing} 고르는 팁 있을까요?`,
    body: (ing) => `시장에서 ${ing} 살 때마다 복불복이에요. 어떤 걸 골라야 실패가 없을까요?`,
    answers: [
      '들었을 때 묵직하고 색이 선명한 게 맛있더라고요.',
      '꼭지나 끝부분이 마르지 않은 걸 고르세요.',
      '향을 맡아 보면 확실히 달라요. 향이 진한 걸로요.',
    ],
  },
  {
    title: (ing) => `${ing} 손질법 알려주세요`,
    body: (ing) => `${ing} 처음 사 봤는데 어떻게 손질해야 할지 모르겠어요. 초보도 할 수 있는 방법 있을까요?`,
    answers: [
      '흐르는 물에 살살 씻고 키친타월로 물기만 잘 빼 주세요.',
      '유튜브에 영상 많아요. 저는 굵은소금으로 문질러 씻어요.',
      '손질된 걸로 사시면 훨씬 편해요 ㅎㅎ',
    ],
  },
  {
    title: (ing) => `남은 ${josa(ing, '으로/로')} 뭘 만들까요?`,
    body: (ing) => `${josa(ing, '이/가')} 꽤 남았는데 매번 같은 반찬만 해서요. 색다른 요리 추천 부탁드려요.`,
    answers: [
      '전으로 부치면 아이들도 잘 먹어요.',
      '잘게 썰어서 볶음밥에 넣어 보세요. 의외로 잘 어울려요.',
      '말려 두면 오래 두고 먹을 수 있어요.',
    ],
  },
];

const SURVEYS: ReadonlyArray<{ title: string; body: string; options: string[] }> = [
  {
    title: '겨울 간식 최고는?',
    body: '찬바람 불면 생각나는 간식, 하나만 고른다면요?',
    options: ['군고구마', '붕어빵', '호떡', '귤'],
  },
  {
    title: '김장 언제 하세요?',
    body: '올해 김장 계획 다들 어떠세요?',
    options: ['11월 중순', '11월 말', '12월 초', '안 해요'],
  },
  {
    title: '떡국에 만두 넣나요?',
    body: '설날 떡국, 집집마다 다르더라고요.',
    options: ['떡만둣국', '떡국만', '그날 기분 따라'],
  },
  {
    title: '수박은 어떻게 드세요?',
    body: '여름 과일의 왕, 드시는 방법 골라 주세요.',
    options: ['그냥 썰어서', '화채', '주스', '얼려서'],
  },
  {
    title: '라면에 넣는 재료 하나',
    body: '딱 하나만 넣을 수 있다면?',
    options: ['계란', '파', '김치', '치즈', '콩나물'],
  },
  {
    title: '제일 좋아하는 봄나물',
    body: '봄이 오면 꼭 챙겨 먹는 나물은?',
    options: ['냉이', '달래', '쑥', '두릅'],
  },
  {
    title: '아침 식사 하세요?',
    body: '바쁜 아침, 다들 어떻게 챙기시나요?',
    options: ['밥과 국', '빵과 커피', '과일', '안 먹어요'],
  },
  {
    title: '추석 선물로 받고 싶은 것',
    body: '명절 선물 하나만 고른다면요?',
    options: ['한우 세트', '과일 세트', '전통주', '참기름 세트'],
  },
];

export interface CommunitySeedSummary {
  members: number;
  posts: number;
  questions: number;
  votes: number;
  replies: number;
  /** 오늘의 식탁 posts and the dish each shows, for seeded photos. */
  photoSubjects: { postId: number; dish: string }[];
}

interface PostPlan {
  type: PostType;
  memberIndex: number;
  title: string | null;
  body: string;
  createdAt: Date;
  dish?: string;
  answers?: string[];
  options?: string[];
  closesAt?: string;
}

function planPosts(random: Random, now: Date): PostPlan[] {
  const plans: PostPlan[] = [];
  const at = (maxDays: number) => new Date(now.getTime() - random.int(5, maxDays * 24 * 60) * MINUTE_MS);
  for (let n = 0; n < 150; n += 1) {
    const [ing, dish] = random.pick(DISHES);
    const text = [random.pick(OPENERS)(ing, dish), random.pick(MIDDLES)];
    if (random.chance(0.4)) text.push(random.pick(MIDDLES));
    text.push(random.pick(ENDINGS));
    plans.push({
      type: 'dashboard',
      memberIndex: random.int(0, NICKNAMES.length),
      title: null,
      body: [...new Set(text)].filter(Boolean).join(random.chance(0.5) ? '\n' : ' '),
      createdAt: at(14),
      dish,
    });
  }
  const asked = new Set<string>();
  while (plans.filter((plan) => plan.type === 'qna').length < 40) {
    const [ing] = random.pick(DISHES);
    const question = random.pick(QUESTIONS);
    const title = question.title(ing);
    if (asked.has(title)) continue;
    asked.add(title);
    plans.push({
      type: 'qna',
      memberIndex: random.int(0, NICKNAMES.length),
      title,
      body: question.body(ing),
      createdAt: at(20),
      answers: random.shuffle(question.answers).slice(0, random.int(0, 3)),
    });
  }
  SURVEYS.forEach((survey, index) => {
    const createdAt = new Date(now.getTime() - (index * 2 + 1) * DAY_MS - random.int(0, 600) * MINUTE_MS);
    // The first five are still open, the last three closed.
    const closesAt = new Date(now.getTime() + (index < 5 ? (index + 1) * DAY_MS : -(index - 4) * DAY_MS));
    plans.push({
      type: 'survey',
      memberIndex: -1,
      title: survey.title,
      body: survey.body,
      createdAt,
      options: survey.options,
      closesAt: closesAt.toISOString(),
    });
  });
  return plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const REPLY_LINES = [
  '와 진짜 맛있어 보여요!',
  '레시피 공유 감사합니다. 저도 해 볼게요.',
  '저도 어제 똑같은 거 해 먹었어요 ㅎㅎ',
  '색감이 너무 예쁘네요.',
  '이거 보니까 배고파지네요…',
  '간 어떻게 하셨어요?',
  '제철 재료는 역시 다르네요.',
  '아이들이 좋아하겠어요!',
];

async function insertBatches<T extends keyof DB>(db: Db, table: T, rows: DB[T][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH_ROWS) as never)
      .execute();
  }
}

/** True when the community has posts already (seeded or written), so a start must not seed it again. */
export async function hasCommunity(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('community_post').select('post_id').limit(1).executeTakeFirst()) !== undefined;
}

/** Everything in one transaction: a failed seed leaves no half community (and can simply run again). */
export async function seedCommunity(db: Kysely<DB>, options: { now: Date }): Promise<CommunitySeedSummary> {
  return db.transaction().execute((trx) => seedInto(trx, options.now));
}

async function seedInto(db: Db, now: Date): Promise<CommunitySeedSummary> {
  const random = createRandom(0x5eed_c0de);
  const joined = new Date(now.getTime() - 200 * DAY_MS).toISOString();
  const operatorId = await operatorMemberId(db, now);

  const memberIds: number[] = [];
  for (const [index, nickname] of [...NICKNAMES, WITHDRAWN_NICKNAME].entries()) {
    const row = await db
      .insertInto('member')
      .values({
        channel_type: 1001,
        provider_subject: `${SEED_MEMBER_SUBJECT}${index + 1}`,
        email: null,
        nickname,
        name: null,
        gender: null,
        birth_year: null,
        mobile: null,
        created_at: joined,
        updated_at: joined,
        terms_agreed: 1,
        ...(nickname === WITHDRAWN_NICKNAME
          ? { withdrawn_at: new Date(now.getTime() - 3 * DAY_MS).toISOString() }
          : {}),
      })
      .returning('member_id')
      .executeTakeFirstOrThrow();
    memberIds.push(row.member_id);
  }
  // Stars earned over the last months put the neighbours on different levels (through the ledger).
  const active = memberIds.slice(0, NICKNAMES.length);
  for (const [index, memberId] of active.entries()) {
    const earned = [0, 300, 1_200, 2_500, 6_000, 16_000, 31_000][index % 7] ?? 0;
    if (earned === 0) continue;
    await awardStars(db, {
      memberId,
      amount: earned,
      reason: '커뮤니티 활동 (시드)',
      idempotencyKey: `seed:community:${memberId}`,
      source: 'seed',
      now,
      earnedAt: new Date(now.getTime() - (30 + index) * DAY_MS),
    });
  }

  const plans = planPosts(random, now);
  const summary: CommunitySeedSummary = {
    members: memberIds.length,
    posts: 0,
    questions: 0,
    votes: 0,
    replies: 0,
    photoSubjects: [],
  };
  const reactions: DB['community_reaction'][] = [];
  const views: DB['community_view'][] = [];
  const votes: DB['community_vote'][] = [];
  const nowMs = now.getTime();
  const between = (from: Date) =>
    new Date(
      from.getTime() + random.int(1, Math.max(2, (nowMs - from.getTime()) / MINUTE_MS - 1)) * MINUTE_MS,
    );

  for (const plan of plans) {
    const authorId = plan.memberIndex < 0 ? operatorId : (memberIds[plan.memberIndex] as number);
    const createdIso = plan.createdAt.toISOString();
    const { post_id: postId } = await db
      .insertInto('community_post')
      .values({
        type: plan.type,
        member_id: authorId,
        title: plan.title,
        body: plan.body,
        ...searchColumns(plan.title, plan.body),
        status: 'visible',
        board_date: seoulDate(plan.createdAt),
        created_at: createdIso,
        updated_at: null,
        deleted_at: null,
        accepted_reply_id: null,
        closes_at: plan.closesAt ?? null,
      })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    if (plan.type === 'dashboard') {
      summary.posts += 1;
      summary.photoSubjects.push({ postId, dish: plan.dish ?? '' });
    }
    if (plan.type === 'qna') summary.questions += 1;

    // Replies: answers to questions (the first accepted more often than not), comments on the rest.
    const lines =
      plan.type === 'qna'
        ? (plan.answers ?? [])
        : random.shuffle(REPLY_LINES).slice(0, plan.type === 'survey' ? random.int(1, 4) : random.int(0, 5));
    let replyCount = 0;
    let accepted: number | null = null;
    let lastReplyAt = plan.createdAt;
    for (const line of lines) {
      const candidates = active.filter((id) => id !== authorId);
      const replyAt = between(lastReplyAt);
      lastReplyAt = replyAt;
      const { reply_id } = await db
        .insertInto('community_reply')
        .values({
          post_id: postId,
          parent_reply_id: null,
          member_id: random.pick(candidates),
          body: line,
          created_at: replyAt.toISOString(),
          updated_at: null,
          deleted_at: null,
        })
        .returning('reply_id')
        .executeTakeFirstOrThrow();
      replyCount += 1;
      if (plan.type === 'qna' && accepted === null && random.chance(0.6)) accepted = reply_id;
      // Now and then the author thanks the replier, one level down.
      if (plan.type !== 'survey' && random.chance(0.25) && authorId !== operatorId) {
        await db
          .insertInto('community_reply')
          .values({
            post_id: postId,
            parent_reply_id: reply_id,
            member_id: authorId,
            body: random.pick(['감사합니다!', '도움 많이 됐어요 😊', '꼭 해 볼게요!']),
            created_at: between(replyAt).toISOString(),
            updated_at: null,
            deleted_at: null,
          })
          .execute();
        replyCount += 1;
      }
    }
    summary.replies += replyCount;

    // Likes, clippings and views by the neighbours (and devices of visitors signed out).
    const fans = random.shuffle(active.filter((id) => id !== authorId));
    const likes = fans.slice(0, random.int(0, Math.min(fans.length, 4 + random.int(0, 14))));
    const clips = random.shuffle(likes).slice(0, random.int(0, Math.floor(likes.length / 3)));
    for (const memberId of likes) {
      reactions.push({
        kind: 'post-like',
        target_id: postId,
        member_id: memberId,
        created_at: between(plan.createdAt).toISOString(),
      });
    }
    for (const memberId of clips) {
      reactions.push({
        kind: 'post-clip',
        target_id: postId,
        member_id: memberId,
        created_at: between(plan.createdAt).toISOString(),
      });
    }
    const viewers = [...new Set([...likes, ...fans.slice(0, random.int(likes.length, fans.length))])].map(
      (id) => `member:${id}`,
    );
    for (let device = random.int(3, 40); device > 0; device -= 1)
      viewers.push(`addr:seed-${postId}-${device}`);
    for (const viewer of viewers) {
      views.push({ post_id: postId, viewer, counted_at: between(plan.createdAt).toISOString() });
    }

    if (plan.type === 'survey') {
      summary.votes += 1;
      const optionIds: number[] = [];
      for (const [position, text] of (plan.options ?? []).entries()) {
        const { option_id } = await db
          .insertInto('community_survey_option')
          .values({ post_id: postId, position, text })
          .returning('option_id')
          .executeTakeFirstOrThrow();
        optionIds.push(option_id);
      }
      const tally = new Map<number, number>();
      const voteEnd = Math.min(nowMs, Date.parse(plan.closesAt ?? createdIso));
      for (const memberId of random.shuffle(active).slice(0, random.int(6, active.length))) {
        // Earlier options a little more popular, so results are not flat.
        const optionId = optionIds[
          Math.min(optionIds.length - 1, Math.floor(random.next() ** 1.6 * optionIds.length))
        ] as number;
        tally.set(optionId, (tally.get(optionId) ?? 0) + 1);
        const votedAt = new Date(
          plan.createdAt.getTime() + random.next() * (voteEnd - plan.createdAt.getTime()),
        );
        votes.push({
          post_id: postId,
          member_id: memberId,
          option_id: optionId,
          voted_at: votedAt.toISOString(),
        });
      }
      for (const [optionId, count] of tally) {
        await db
          .updateTable('community_survey_option')
          .set({ vote_count: count })
          .where('option_id', '=', optionId)
          .execute();
      }
    }

    const counts = {
      likeCount: likes.length,
      clipCount: clips.length,
      replyCount,
      viewCount: viewers.length,
    };
    await db
      .updateTable('community_post')
      .set({
        like_count: counts.likeCount,
        clip_count: counts.clipCount,
        reply_count: counts.replyCount,
        view_count: counts.viewCount,
        share_count: random.int(0, 3),
        popularity: popularityScore(counts, plan.createdAt),
        accepted_reply_id: accepted,
      })
      .where('post_id', '=', postId)
      .execute();
  }
  await insertBatches(db, 'community_reaction', reactions);
  await insertBatches(db, 'community_view', views);
  await insertBatches(db, 'community_vote', votes);
  return summary;
}
