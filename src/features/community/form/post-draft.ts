import type {
  PostFormKind,
  PostFormValues,
} from '#machines/community-post-form/community-post-form.machine.ts';
import { sessionStore } from '../../../platform/storage.ts';

/**
 * The draft of the post being written, in session storage (platform/storage.ts communityPostDraft, which
 * validates what it reads: a damaged draft reads as none). One draft at a time: the form it belongs to
 * (kind, and the post when editing) must match for it to be offered.
 */

const isEmpty = (values: PostFormValues) =>
  values.title.trim() === '' &&
  values.body.trim() === '' &&
  values.photos.length === 0 &&
  values.products.length === 0;

export function readDraft(form: PostFormKind, postId: number | null): PostFormValues | null {
  const draft = sessionStore.get('communityPostDraft');
  if (!draft || draft.form !== form || draft.postId !== postId) return null;
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
