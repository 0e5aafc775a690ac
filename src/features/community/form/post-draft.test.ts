// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readDraft, saveDraft } from './post-draft.ts';

describe('the community post draft', () => {
  const draft = {
    form: 'qna' as const,
    postId: null,
    title: '귤 보관법',
    body: '냉장고에 넣어도 되나요?',
    photos: [{ photoId: 3, width: 640, height: 480, src: '/p/3/640.webp', srcSet: '/p/3/320.webp 320w' }],
    products: [{ productNo: 101, name: '제주 귤', imageUrl: '/media/products/101.svg' }],
  };

  it('reads back what was written, for its own form only', () => {
    const { form, postId, ...values } = draft;
    saveDraft(form, postId, values);
    expect(readDraft('qna', null)).toEqual(values);
    expect(readDraft('dashboard', null)).toBeNull();
    expect(readDraft('qna', 4)).toBeNull();
  });

  it('reads anything else as no draft, without throwing', () => {
    const bad = [
      '{',
      'null',
      '[]',
      JSON.stringify({ ...draft, form: 'survey' }),
      JSON.stringify({ ...draft, postId: -1 }),
      JSON.stringify({ ...draft, body: 7 }),
      JSON.stringify({ ...draft, photos: [{ photoId: 'x' }] }),
      JSON.stringify({ ...draft, photos: Array.from({ length: 11 }, () => draft.photos[0]) }),
      JSON.stringify({ ...draft, products: [{ productNo: 1, name: '귤' }] }),
      JSON.stringify({ ...draft, title: 'x'.repeat(201) }),
    ];
    for (const raw of bad) {
      window.sessionStorage.setItem('communityPostDraft', raw);
      expect(readDraft('qna', null)).toBeNull();
    }
  });
});
