import type {
  PostFormKind,
  PostFormValues,
} from '#machines/community-post-form/community-post-form.machine.ts';
import { sessionStore } from '../../../platform/storage.ts';

/**
 * The draft of the post being written, in session storage (platform/storage.ts communityPostDraft, read
 * as an object and checked here: a damaged draft reads as none). One draft at a time: the form it
 * belongs to (kind, and the post when editing) must match for it to be offered.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A community post being written (src/features/community/form), kept in the session so a tap on back
 * or a reload by mistake loses nothing: the text, the photos already uploaded and the tagged products.
 * `postId` is the post being edited, null for a new one.
 */
interface CommunityPostDraft {
  form: 'dashboard' | 'qna';
  postId: number | null;
  title: string;
  body: string;
  photos: { photoId: number; width: number; height: number; src: string; srcSet: string }[];
  products: { productNo: number; name: string; imageUrl: string }[];
}

const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;
const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

/** A damaged or foreign draft (another version, another tab, a curious user) reads as none. */
export const isCommunityPostDraft = (value: unknown): value is CommunityPostDraft =>
  isRecord(value) &&
  (value.form === 'dashboard' || value.form === 'qna') &&
  (value.postId === null || isId(value.postId)) &&
  isText(value.title, 200) &&
  isText(value.body, 8000) &&
  Array.isArray(value.photos) &&
  value.photos.length <= 10 &&
  value.photos.every(
    (photo) =>
      isRecord(photo) &&
      isId(photo.photoId) &&
      Number.isInteger(photo.width) &&
      Number.isInteger(photo.height) &&
      isText(photo.src, 2048) &&
      isText(photo.srcSet, 4096),
  ) &&
  Array.isArray(value.products) &&
  value.products.length <= 5 &&
  value.products.every(
    (product) =>
      isRecord(product) &&
      isId(product.productNo) &&
      isText(product.name, 200) &&
      isText(product.imageUrl, 2048),
  );

const isEmpty = (values: PostFormValues) =>
  values.title.trim() === '' &&
  values.body.trim() === '' &&
  values.photos.length === 0 &&
  values.products.length === 0;

export function readDraft(form: PostFormKind, postId: number | null): PostFormValues | null {
  const draft = sessionStore.get('communityPostDraft');
  if (!isCommunityPostDraft(draft) || draft.form !== form || draft.postId !== postId) return null;
  const values = { title: draft.title, body: draft.body, photos: draft.photos, products: draft.products };
  return isEmpty(values) ? null : values;
}

export function saveDraft(form: PostFormKind, postId: number | null, values: PostFormValues): void {
  if (isEmpty(values)) sessionStore.remove('communityPostDraft');
  else sessionStore.set('communityPostDraft', { form, postId, ...values });
}

export function clearDraft(): void {
  sessionStore.remove('communityPostDraft');
}
