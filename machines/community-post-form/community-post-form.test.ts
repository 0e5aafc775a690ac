import { describe, expect, it } from 'vitest';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import { describeModel } from '../testing/describe-model.ts';
import {
  draftOf,
  POST_FORM_MESSAGES,
  type PostFormContext,
  refusalField,
  submissionOf,
  textProblem,
} from './community-post-form.machine.ts';
import { postFormModel, refusals, storedDraft } from './community-post-form.paths.ts';

const names = (calls: { kind: string; name: string }[], kind = 'action') =>
  calls.filter((call) => call.kind === kind).map((call) => call.name);

/** The real actor's context before each step (the model's snapshots share only the projection). */
const previous = new WeakMap<object, PostFormContext>();

describeModel('communityPostFormMachine', {
  ...postFormModel,
  check: ({ event, before, after, calls, harness, input }) => {
    const context = harness.snapshot.context as PostFormContext;
    const earlier = previous.get(harness);
    previous.set(harness, context);
    const actions = names(calls);
    // The draft is on offer exactly when one was stored and nothing was decided yet.
    if (event.type === 'xstate.init') {
      expect(after.hasTag('draftOffer')).toBe(input.draft !== null);
      expect(calls).toEqual([]);
    }
    if (event.type === 'draft.restore') {
      expect(context.title).toBe(storedDraft.title);
      expect(context.body).toBe(storedDraft.body);
      expect(context.photos.map((slot) => slot.photo?.photoId)).toEqual([31]);
      expect(context.products).toEqual(storedDraft.products);
      expect(context.dirty).toBe(true);
      expect(actions).toEqual([]);
    }
    if (event.type === 'draft.discard') {
      expect(actions).toEqual(['clearDraft']);
      expect(context.title).toBe('');
      expect(context.dirty).toBe(false);
    }
    // Every change of what the member wrote is kept in the draft at once.
    if (['title.change', 'body.change', 'product.add', 'product.remove'].includes(event.type)) {
      expect(actions).toEqual(['saveDraft']);
      const saved = calls.find((call) => call.name === 'saveDraft')?.params as { values: unknown };
      expect(saved.values).toEqual(draftOf(context));
      expect(context.dirty).toBe(true);
    }
    if (event.type === 'photo.add' || event.type === 'photo.retry') {
      expect(actions).toEqual(['startUpload']);
      expect(context.photos.find((slot) => slot.key === 'p1')?.status).toBe('uploading');
    }
    if (event.type === 'photo.remove') {
      expect(actions).toEqual(['cancelUpload', 'saveDraft']);
      expect(context.photos.some((slot) => slot.key === 'p1')).toBe(false);
    }
    if (event.type === 'photo.uploaded') {
      expect(actions[0]).toBe('saveDraft');
      expect(context.photos.find((slot) => slot.key === 'p1')?.photo?.photoId).toBe(51);
    }
    // Submit: a text problem stays in the form beside its field; nothing is sent.
    if (event.type === 'post.submit') {
      const problem = textProblem(context.kind, context.title, context.body);
      if (problem) {
        expect(context.fieldError).toEqual(problem);
        expect(calls).toEqual([]);
        expect(after.hasTag('editable')).toBe(true);
      } else if (earlier?.photos.some((slot) => slot.status === 'failed')) {
        expect(actions).toEqual(['showNotice']);
        expect(after.hasTag('editable')).toBe(true);
      } else if (after.matches('waitingForPhotos')) {
        expect(names(calls, 'actor')).toEqual([]);
      } else {
        expect(after.matches('submitting')).toBe(true);
        expect(names(calls, 'actor')).toEqual(['submitPost']);
        expect(calls.find((call) => call.kind === 'actor')?.params).toEqual(submissionOf(context));
      }
    }
    // The one way out of waiting for photos: the last upload settles.
    if (before?.matches('waitingForPhotos') && after.matches('submitting'))
      expect(names(calls, 'actor')).toEqual(['submitPost']);
    if (before?.matches('waitingForPhotos') && after.matches('editing'))
      expect(actions).toContain('showNotice');
    // A second tap while sending changes nothing: the form is not editable and submit is not handled.
    if (after.hasTag('pending')) {
      expect(after.hasTag('editable')).toBe(false);
      expect(after.can({ type: 'post.submit' })).toBe(false);
    }
    if (event.type === 'xstate.done.actor.submitPost') {
      expect(actions).toEqual(['clearDraft', 'openPost']);
      expect(calls.find((call) => call.name === 'openPost')?.params).toEqual({ postId: 77 });
      expect(after.status).toBe('done');
    }
    if (event.type === 'xstate.error.actor.submitPost') {
      const { error } = event as unknown as { error: unknown };
      expect(after.hasTag('editable')).toBe(true);
      // The text is never lost to a refusal.
      expect(context.title).toBe(earlier?.title);
      expect(context.body).toBe(earlier?.body);
      if (error === refusals.bannedInBody || error === refusals.bodyTooLong) {
        expect(context.fieldError).toEqual({
          field: 'body',
          message: (error as { message: string }).message,
        });
        expect(actions).toEqual([]);
      } else if (error === refusals.bannedInTitle || error === refusals.titleTooLong) {
        expect(context.fieldError?.field).toBe('title');
        expect(actions).toEqual([]);
      } else {
        expect(actions).toEqual(['showFailure']);
        expect(context.fieldError).toBeNull();
      }
    }
    // Only a refusal or a finished post ends the pending state; nothing but openPost leaves the form.
    if (event.type !== 'xstate.done.actor.submitPost') expect(actions).not.toContain('openPost');
    expect(harness.isRunning('submitPost')).toBe(after.matches('submitting'));
  },
});

describe('textProblem', () => {
  it('counts code points, as the server does, after trimming', () => {
    expect(textProblem('dashboard', '', '👍')).toBeNull();
    expect(textProblem('dashboard', '', ' \n ')?.message).toBe(POST_FORM_MESSAGES.bodyMissing);
    // 2,000 emoji are 4,000 UTF-16 units but 2,000 characters: allowed.
    expect(textProblem('dashboard', '', '🍊'.repeat(COMMUNITY_LIMITS.bodyMax))).toBeNull();
    expect(textProblem('dashboard', '', '🍊'.repeat(COMMUNITY_LIMITS.bodyMax + 1))?.field).toBe('body');
    expect(textProblem('qna', '귤', '본문')?.message).toBe(POST_FORM_MESSAGES.titleShort);
    expect(textProblem('qna', '가'.repeat(COMMUNITY_LIMITS.titleMax), '본문')).toBeNull();
    expect(textProblem('qna', '가'.repeat(COMMUNITY_LIMITS.titleMax + 1), '본문')?.message).toBe(
      POST_FORM_MESSAGES.titleLong,
    );
  });
});

describe('refusalField', () => {
  it('puts a banned word beside the field that has it, the rest in the alert', () => {
    expect(refusalField(refusals.bannedInTitle, 'qna', '귤 보관법')).toBe('title');
    expect(refusalField(refusals.bannedInTitle, 'qna', '사과 보관법')).toBe('body');
    expect(refusalField(refusals.bannedInBody, 'dashboard', '')).toBe('body');
    expect(refusalField(refusals.titleTooLong, 'qna', 'x')).toBe('title');
    expect(refusalField(refusals.bodyTooLong, 'qna', 'x')).toBe('body');
    expect(refusalField(refusals.rateLimited, 'qna', 'x')).toBeNull();
    expect(refusalField(refusals.banned, 'qna', 'x')).toBeNull();
    expect(refusalField(refusals.offline, 'qna', 'x')).toBeNull();
    // A product tag the catalogue lost is code 12 too, but belongs to no text field.
    expect(
      refusalField(
        { code: 12, name: 'NOT_MATCHED', message: '태그한 상품을 찾을 수 없습니다: 9' },
        'qna',
        'x',
      ),
    ).toBeNull();
  });
});
