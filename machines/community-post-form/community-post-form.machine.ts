import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { CommunityPhoto } from '#contract/community.ts';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { COMMUNITY_LIMITS, textLength } from '#contract/rules/community-rules.ts';
import { apiErrorCode, apiErrorMessage } from '../api-error/api-error.ts';

/**
 * Writing or editing a community post (오늘의 식탁: body; 묻고 답하기: title and body; both with photos
 * and product tags): a stored draft offered first, editing while photos upload in the background,
 * waiting for the last uploads on submit, submitting once, then done, or back to editing with the
 * refusal beside its field (banned word 12, too long 13) or in the alert (rate limit 19, ban 403, the
 * rest). The text lives here so the draft, the validation and the submit read one copy; the uploads
 * themselves run in the app (startUpload/cancelUpload), which reports their progress as events.
 */

export type PostFormKind = 'dashboard' | 'qna';
export type PostField = 'title' | 'body';

export interface TaggedProduct {
  productNo: number;
  name: string;
  imageUrl: string;
}

export interface PhotoSlot {
  /** The app's key for the picked file (the upload and its preview). */
  key: string;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0..1 while uploading. */
  progress: number;
  photo: CommunityPhoto | null;
  error: string | null;
}

/** What a draft or an edited post fills the form with. */
export interface PostFormValues {
  title: string;
  body: string;
  photos: CommunityPhoto[];
  products: TaggedProduct[];
}

export interface FieldError {
  field: PostField;
  message: string;
}

export interface PostFormContext {
  kind: PostFormKind;
  title: string;
  body: string;
  photos: PhotoSlot[];
  products: TaggedProduct[];
  fieldError: FieldError | null;
  /** Changed since the form opened (or since the draft was restored): leaving asks first. */
  dirty: boolean;
  /** The stored draft on offer while `offeringDraft`. */
  draft: PostFormValues | null;
}

export interface PostFormInput {
  kind: PostFormKind;
  /** The edited post's values, or an empty form. */
  initial: PostFormValues;
  /** A draft of this form kept from before (already validated by the storage layer). */
  draft: PostFormValues | null;
}

/** What the submit actor sends: the text trimmed, the uploaded photos in order, the tagged products. */
export interface PostSubmission {
  kind: PostFormKind;
  title: string | null;
  body: string;
  photoIds: number[];
  productNos: number[];
}

export type PostFormEvent =
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  | { type: 'title.change'; value: string }
  | { type: 'body.change'; value: string }
  | { type: 'photo.add'; key: string }
  | { type: 'photo.progress'; key: string; progress: number }
  | { type: 'photo.uploaded'; key: string; photo: CommunityPhoto }
  | { type: 'photo.failed'; key: string; message: string }
  | { type: 'photo.retry'; key: string }
  | { type: 'photo.remove'; key: string }
  | { type: 'product.add'; product: TaggedProduct }
  | { type: 'product.remove'; productNo: number }
  | { type: 'post.submit' };

export const POST_FORM_MESSAGES = {
  titleMissing: '제목을 입력해 주세요.',
  titleShort: `제목은 ${COMMUNITY_LIMITS.titleMin}자 이상 써 주세요.`,
  titleLong: `제목은 ${COMMUNITY_LIMITS.titleMax}자까지 쓸 수 있어요.`,
  bodyMissing: '내용을 입력해 주세요.',
  bodyLong: `내용은 ${new Intl.NumberFormat('ko-KR').format(COMMUNITY_LIMITS.bodyMax)}자까지 쓸 수 있어요.`,
  photoFailed: '올리지 못한 사진이 있어요. 다시 올리거나 지운 뒤 등록해 주세요.',
} as const;

/** The first problem with the text as typed, checked as the server counts (code points, trimmed). */
export function textProblem(kind: PostFormKind, title: string, body: string): FieldError | null {
  if (kind === 'qna') {
    const length = textLength(title.trim());
    if (length === 0) return { field: 'title', message: POST_FORM_MESSAGES.titleMissing };
    if (length < COMMUNITY_LIMITS.titleMin) return { field: 'title', message: POST_FORM_MESSAGES.titleShort };
    if (length > COMMUNITY_LIMITS.titleMax) return { field: 'title', message: POST_FORM_MESSAGES.titleLong };
  }
  const length = textLength(body.trim());
  if (length < COMMUNITY_LIMITS.bodyMin) return { field: 'body', message: POST_FORM_MESSAGES.bodyMissing };
  if (length > COMMUNITY_LIMITS.bodyMax) return { field: 'body', message: POST_FORM_MESSAGES.bodyLong };
  return null;
}

/** Which field a refusal belongs beside, or null for the alert (code 12 names the word: `...: 단어`). */
export function refusalField(error: unknown, kind: PostFormKind, title: string): PostField | null {
  const code = apiErrorCode(error);
  const message = apiErrorMessage(error) ?? '';
  if (code === 13) return kind === 'qna' && message.includes('제목') ? 'title' : 'body';
  if (code === 10) return kind === 'qna' && message.includes('제목') ? 'title' : 'body';
  if (code === 12 && message.startsWith('사용할 수 없는 단어')) {
    const word = message.slice(message.lastIndexOf(':') + 1).trim();
    return kind === 'qna' && word !== '' && title.includes(word) ? 'title' : 'body';
  }
  return null;
}

export function refusalMessage(error: unknown): string {
  return apiErrorMessage(error) ?? clientFallbackMessages.temporary;
}

/** What the form holds, as the draft keeps it: the uploaded photos only (a failed one is not kept). */
export function draftOf(context: PostFormContext): PostFormValues {
  return {
    title: context.title,
    body: context.body,
    photos: context.photos.flatMap((slot) => (slot.photo ? [slot.photo] : [])),
    products: context.products,
  };
}

export function submissionOf(context: PostFormContext): PostSubmission {
  return {
    kind: context.kind,
    title: context.kind === 'qna' ? context.title.trim() : null,
    body: context.body.trim(),
    photoIds: context.photos.flatMap((slot) => (slot.photo ? [slot.photo.photoId] : [])),
    productNos: context.products.map((product) => product.productNo),
  };
}

const uploadedSlot = (photo: CommunityPhoto): PhotoSlot => ({
  key: `photo-${photo.photoId}`,
  status: 'uploaded',
  progress: 1,
  photo,
  error: null,
});

function valuesToContext(values: PostFormValues) {
  return {
    title: values.title,
    body: values.body,
    photos: values.photos.map(uploadedSlot),
    products: values.products,
  };
}

function updateSlot(photos: PhotoSlot[], key: string, change: Partial<PhotoSlot>): PhotoSlot[] {
  return photos.map((slot) => (slot.key === key ? { ...slot, ...change } : slot));
}

function withoutPhoto(photos: PhotoSlot[], key: string): PhotoSlot[] {
  return photos.filter((slot) => slot.key !== key);
}

/** The title or the body as typed: the form is unsaved now, and a refusal of that field goes. */
function textChanged(
  context: PostFormContext,
  field: 'title' | 'body',
  value: string,
): Partial<PostFormContext> {
  return {
    ...(field === 'title' ? { title: value } : { body: value }),
    dirty: true,
    fieldError: context.fieldError?.field === field ? null : context.fieldError,
  };
}

/** Keeps the form as it is now (after the transition's own assign) in the draft. */
const persist = {
  type: 'saveDraft',
  params: ({ context }: { context: PostFormContext }) => ({ values: draftOf(context) }),
} as const;

function notProvided(name: string): never {
  throw new Error(`communityPostFormMachine: '${name}' must be provided with .provide()`);
}

export const communityPostFormMachine = setup({
  types: {
    context: {} as PostFormContext,
    events: {} as PostFormEvent,
    input: {} as PostFormInput,
  },
  actors: {
    /** Creates or updates the post; resolves with its id. */
    submitPost: fromPromise<{ postId: number }, PostSubmission>(async () => notProvided('submitPost')),
  },
  actions: {
    /** Starts (or starts again) the upload of the picked file `key`, reporting photo.* events. */
    startUpload: (_, _params: { key: string }) => notProvided('startUpload'),
    cancelUpload: (_, _params: { key: string }) => notProvided('cancelUpload'),
    /** Keeps the form in session storage (sessionStore communityPostDraft). */
    saveDraft: (_, _params: { values: PostFormValues }) => notProvided('saveDraft'),
    clearDraft: () => notProvided('clearDraft'),
    /** The alert dialog with a refusal that belongs to no field (rate limit, ban, a lost photo...). */
    showFailure: (_, _params: { message: string }) => notProvided('showFailure'),
    /** A note beside the photos (a failed upload blocks the submit). */
    showNotice: (_, _params: { message: string }) => notProvided('showNotice'),
    /** Refreshes the lists and opens the post (replacing the form in the history). */
    openPost: (_, _params: { postId: number }) => notProvided('openPost'),
  },
  guards: {
    hasRoom: ({ context, event }) =>
      event.type === 'photo.add' &&
      context.photos.length < COMMUNITY_LIMITS.photosMax &&
      !context.photos.some((slot) => slot.key === event.key),
    isUploading: ({ context, event }) =>
      'key' in event && context.photos.some((slot) => slot.key === event.key && slot.status === 'uploading'),
    isFailed: ({ context, event }) =>
      'key' in event && context.photos.some((slot) => slot.key === event.key && slot.status === 'failed'),
    isKnownPhoto: ({ context, event }) =>
      'key' in event && context.photos.some((slot) => slot.key === event.key),
    canTagProduct: ({ context, event }) =>
      event.type === 'product.add' &&
      context.products.length < COMMUNITY_LIMITS.productTagsMax &&
      !context.products.some((product) => product.productNo === event.product.productNo),
    isTagged: ({ context, event }) =>
      event.type === 'product.remove' &&
      context.products.some((product) => product.productNo === event.productNo),
    textInvalid: ({ context }) => textProblem(context.kind, context.title, context.body) !== null,
    photosUploading: ({ context }) => context.photos.some((slot) => slot.status === 'uploading'),
    hasDraft: ({ context }) => context.draft !== null,
    photosSettled: ({ context }) => !context.photos.some((slot) => slot.status === 'uploading'),
    photosFailed: ({ context }) => context.photos.some((slot) => slot.status === 'failed'),
    refusedField: ({ context, event }) =>
      'error' in event && refusalField(event.error, context.kind, context.title) !== null,
  },
}).createMachine({
  id: 'communityPostForm',
  context: ({ input }) => ({
    kind: input.kind,
    ...valuesToContext(input.initial),
    fieldError: null,
    dirty: false,
    draft: input.draft,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasDraft', target: 'offeringDraft' }, { target: 'editing' }],
    },
    offeringDraft: {
      tags: ['draftOffer'],
      on: {
        'draft.restore': {
          target: 'editing',
          // Restored text counts as unsaved: leaving still asks.
          actions: assign(({ context }) => ({
            ...(context.draft ? valuesToContext(context.draft) : {}),
            draft: null,
            dirty: true,
          })),
        },
        'draft.discard': { target: 'editing', actions: [assign({ draft: null }), 'clearDraft'] },
      },
    },
    editing: {
      tags: ['editable'],
      on: {
        'title.change': {
          actions: [assign(({ context, event }) => textChanged(context, 'title', event.value)), persist],
        },
        'body.change': {
          actions: [assign(({ context, event }) => textChanged(context, 'body', event.value)), persist],
        },
        'photo.add': {
          guard: 'hasRoom',
          actions: [
            assign(({ context, event }) => ({
              photos: [
                ...context.photos,
                { key: event.key, status: 'uploading' as const, progress: 0, photo: null, error: null },
              ],
              dirty: true,
            })),
            { type: 'startUpload', params: ({ event }) => ({ key: event.key }) },
          ],
        },
        'photo.retry': {
          guard: 'isFailed',
          actions: [
            assign(({ context, event }) => ({
              photos: updateSlot(context.photos, event.key, {
                status: 'uploading',
                progress: 0,
                error: null,
              }),
            })),
            { type: 'startUpload', params: ({ event }) => ({ key: event.key }) },
          ],
        },
        'photo.remove': {
          guard: 'isKnownPhoto',
          actions: [
            { type: 'cancelUpload', params: ({ event }) => ({ key: event.key }) },
            assign(({ context, event }) => ({
              photos: withoutPhoto(context.photos, event.key),
              dirty: true,
            })),
            persist,
          ],
        },
        'product.add': {
          guard: 'canTagProduct',
          actions: [
            assign(({ context, event }) => ({ products: [...context.products, event.product], dirty: true })),
            persist,
          ],
        },
        'product.remove': {
          guard: 'isTagged',
          actions: [
            assign(({ context, event }) => ({
              products: context.products.filter((product) => product.productNo !== event.productNo),
              dirty: true,
            })),
            persist,
          ],
        },
        'post.submit': [
          {
            guard: 'textInvalid',
            actions: assign(({ context }) => ({
              fieldError: textProblem(context.kind, context.title, context.body),
            })),
          },
          {
            guard: 'photosFailed',
            actions: { type: 'showNotice', params: { message: POST_FORM_MESSAGES.photoFailed } },
          },
          { guard: 'photosUploading', target: 'waitingForPhotos' },
          { target: 'submitting' },
        ],
      },
    },
    waitingForPhotos: {
      tags: ['pending'],
      always: [
        {
          guard: 'photosFailed',
          target: 'editing',
          actions: { type: 'showNotice', params: { message: POST_FORM_MESSAGES.photoFailed } },
        },
        { guard: 'photosSettled', target: 'submitting' },
      ],
      on: {
        'photo.remove': {
          guard: 'isKnownPhoto',
          actions: [
            { type: 'cancelUpload', params: ({ event }) => ({ key: event.key }) },
            assign(({ context, event }) => ({ photos: withoutPhoto(context.photos, event.key) })),
            persist,
          ],
        },
      },
    },
    submitting: {
      tags: ['pending'],
      // A refusal of an earlier try belongs to that try.
      entry: assign({ fieldError: null }),
      invoke: {
        id: 'submitPost',
        src: 'submitPost',
        input: ({ context }) => submissionOf(context),
        onDone: {
          target: 'done',
          actions: [
            'clearDraft',
            { type: 'openPost', params: ({ event }) => ({ postId: event.output.postId }) },
          ],
        },
        onError: [
          {
            guard: 'refusedField',
            target: 'editing',
            actions: assign(({ context, event }) => ({
              fieldError: {
                field: refusalField(event.error, context.kind, context.title) ?? 'body',
                message: refusalMessage(event.error),
              },
            })),
          },
          {
            target: 'editing',
            actions: {
              type: 'showFailure',
              params: ({ event }) => ({ message: refusalMessage(event.error) }),
            },
          },
        ],
      },
    },
    done: { type: 'final', tags: ['done'] },
  },
  on: {
    // Uploads report wherever the form is (a photo may finish while the draft is on offer or the post
    // is being sent); only a slot that is still uploading takes the report.
    'photo.progress': {
      guard: 'isUploading',
      actions: assign(({ context, event }) => ({
        photos: updateSlot(context.photos, event.key, { progress: Math.min(1, Math.max(0, event.progress)) }),
      })),
    },
    'photo.uploaded': {
      guard: 'isUploading',
      actions: [
        assign(({ context, event }) => ({
          photos: updateSlot(context.photos, event.key, {
            status: 'uploaded',
            progress: 1,
            photo: event.photo,
          }),
        })),
        persist,
      ],
    },
    'photo.failed': {
      guard: 'isUploading',
      actions: assign(({ context, event }) => ({
        photos: updateSlot(context.photos, event.key, { status: 'failed', error: event.message }),
      })),
    },
  },
});

export type CommunityPostFormMachine = typeof communityPostFormMachine;
export type CommunityPostFormActor = ActorRefFrom<CommunityPostFormMachine>;
export type CommunityPostFormSnapshot = SnapshotFrom<CommunityPostFormMachine>;
