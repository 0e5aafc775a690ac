import type { AnyEventObject } from 'xstate';
import type { CommunityPhoto } from '#contract/community.ts';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import { type EventExecutor, execute, type ModelSpec } from '../testing/model-test.ts';
import {
  communityPostFormMachine,
  type PostFormContext,
  type PostFormEvent,
  type PostFormInput,
  type PostFormValues,
  textProblem,
} from './community-post-form.machine.ts';

/**
 * The post form's model: sample events (valid, missing and too long text, one photo's whole upload
 * life, a product tag, every kind of refusal) and how the real actor takes each. The state space is
 * kept finite by the projection (what the text is like, not the text) and by one photo key.
 */

type ModelEventType =
  | PostFormEvent['type']
  | 'xstate.done.actor.submitPost'
  | 'xstate.error.actor.submitPost';

const executors = {
  'draft.restore': execute.send,
  'draft.discard': execute.send,
  'title.change': execute.send,
  'body.change': execute.send,
  'photo.add': execute.send,
  'photo.progress': execute.send,
  'photo.uploaded': execute.send,
  'photo.failed': execute.send,
  'photo.retry': execute.send,
  'photo.remove': execute.send,
  'product.add': execute.send,
  'product.remove': execute.send,
  'post.submit': execute.send,
  'xstate.done.actor.submitPost': execute.settle,
  'xstate.error.actor.submitPost': execute.fail,
} satisfies Record<ModelEventType, EventExecutor<typeof communityPostFormMachine>>;

export const photo = (photoId: number): CommunityPhoto => ({
  photoId,
  width: 640,
  height: 480,
  src: `/api/v1/community/photo/key-of-photo-${photoId}-xxxx/640.webp`,
  srcSet: `/api/v1/community/photo/key-of-photo-${photoId}-xxxx/320.webp 320w, /api/v1/community/photo/key-of-photo-${photoId}-xxxx/640.webp 640w`,
});

const refusal = (status: number, code: number, name: string, message: string) => ({
  status,
  code,
  name,
  message,
});

export const refusals = {
  bannedInBody: refusal(400, 12, 'NOT_MATCHED', '사용할 수 없는 단어가 포함되어 있습니다: 바보'),
  bannedInTitle: refusal(400, 12, 'NOT_MATCHED', '사용할 수 없는 단어가 포함되어 있습니다: 귤'),
  titleTooLong: refusal(400, 13, 'OUT_OF_RANGE', '제목은 2자 이상 50자 이하로 써 주세요.'),
  bodyTooLong: refusal(400, 13, 'OUT_OF_RANGE', '내용은 2,000자까지 쓸 수 있습니다.'),
  rateLimited: refusal(429, 19, 'TOO_MANY_REQUESTS', '글과 댓글은 한 시간에 30개까지 쓸 수 있습니다.'),
  banned: refusal(403, 20, 'FORBIDDEN', '운영 정책 위반으로 글쓰기가 제한되었습니다.'),
  offline: { name: 'TypeError', message: 'fetch failed' },
};

const emptyValues: PostFormValues = { title: '', body: '', photos: [], products: [] };
export const storedDraft: PostFormValues = {
  title: '귤 보관법 알려주세요',
  body: '냉장고에 넣어도 되나요?',
  photos: [photo(31)],
  products: [{ productNo: 101, name: '제주 귤', imageUrl: '/media/products/101.svg' }],
};
const editedPost: PostFormValues = {
  title: '',
  body: '오늘 저녁은 방어회',
  photos: [photo(41)],
  products: [],
};

export const inputs: PostFormInput[] = [
  { kind: 'qna', initial: emptyValues, draft: storedDraft },
  { kind: 'dashboard', initial: editedPost, draft: null },
];

const events: AnyEventObject[] = [
  { type: 'draft.restore' },
  { type: 'draft.discard' },
  { type: 'title.change', value: '귤 보관법' },
  { type: 'title.change', value: '' },
  { type: 'title.change', value: '귤'.repeat(COMMUNITY_LIMITS.titleMax + 1) },
  { type: 'body.change', value: '맛있게 먹는 법' },
  { type: 'body.change', value: '가'.repeat(COMMUNITY_LIMITS.bodyMax + 1) },
  { type: 'photo.add', key: 'p1' },
  { type: 'photo.progress', key: 'p1', progress: 0.5 },
  { type: 'photo.uploaded', key: 'p1', photo: photo(51) },
  { type: 'photo.failed', key: 'p1', message: '사진을 올리지 못했어요.' },
  { type: 'photo.retry', key: 'p1' },
  { type: 'photo.remove', key: 'p1' },
  { type: 'product.add', product: { productNo: 202, name: '꿀사과', imageUrl: '/media/products/202.svg' } },
  { type: 'product.remove', productNo: 202 },
  { type: 'post.submit' },
  { type: 'xstate.done.actor.submitPost', output: { postId: 77 } },
  ...Object.values(refusals).map((error) => ({ type: 'xstate.error.actor.submitPost', error })),
];

/** What the text is like, not the text itself: the graph stays small and every kind is a state. */
const kindOfText = (text: string, max: number) => {
  const length = [...text.trim()].length;
  if (length === 0) return 'empty';
  if (length > max) return 'long';
  return length < 2 ? 'short' : 'ok';
};

export function project(context: PostFormContext) {
  return {
    title: kindOfText(context.title, COMMUNITY_LIMITS.titleMax),
    body: kindOfText(context.body, COMMUNITY_LIMITS.bodyMax),
    photos: context.photos.map((slot) => `${slot.key}:${slot.status}`),
    products: context.products.length,
    fieldError: context.fieldError?.field ?? null,
    draft: context.draft !== null,
  };
}

export const postFormModel: ModelSpec<typeof communityPostFormMachine> = {
  machine: communityPostFormMachine,
  inputs,
  events,
  executors,
  project,
  // The edit of a 오늘의 식탁 post (no title, no draft) walks the text, submit and refusals only: the
  // photos and tags are the question's paths, and walking them twice would double the graph.
  filterEvents: (snapshot, event) => {
    const context = snapshot.context as PostFormContext;
    if (context.kind === 'qna') {
      // The question: text first (every kind of title and body), then tags and photos on a valid
      // text. Every transition is still taken; the combinations of all three are not walked.
      const fresh = !context.photos.some((slot) => slot.key === 'p1');
      const valid = textProblem('qna', context.title, context.body) === null && context.fieldError === null;
      if (event.type === 'title.change' || event.type === 'body.change')
        return fresh && context.products.every((product) => product.productNo !== 202);
      if (event.type.startsWith('product.')) return fresh && valid;
      if (event.type === 'photo.add') return valid;
      return true;
    }
    if (event.type === 'xstate.error.actor.submitPost')
      return event.error !== refusals.bannedInTitle && event.error !== refusals.titleTooLong;
    return ['body.change', 'post.submit', 'xstate.done.actor.submitPost'].includes(event.type);
  },
};
