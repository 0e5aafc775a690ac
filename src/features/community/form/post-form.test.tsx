// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PostDetail } from '#contract/community.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';
import { alertDialog, confirmDialog } from '../../../ui/overlays/feedback-actors.ts';

/**
 * The community post forms against a fake API in the contract's shapes: validation before sending,
 * code-point counters, a refusal that keeps the text, the draft kept and offered back, one request
 * for a double tap, photo uploads (progress, failure, retry) and the edit of someone else's post.
 */
beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  window.localStorage.clear();
  if (confirmDialog.getSnapshot().hasTag('visible')) confirmDialog.send({ type: 'confirm.cancel' });
  while (alertDialog.getSnapshot().hasTag('visible')) alertDialog.send({ type: 'alert.confirm' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };
type Route = (url: URL, method: string, body: unknown) => Answer | Promise<Answer> | undefined;

const ok = (body: unknown): Answer => ({ status: 200, body });

function detail(id: number, overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    postId: id,
    type: 'dashboard',
    title: null,
    excerpt: '오늘 저녁은 방어회',
    thumbnail: null,
    photoCount: 0,
    author: { nickname: '제철러버', levelName: '떡잎', isMine: true },
    likeCount: 0,
    clipCount: 0,
    replyCount: 0,
    viewCount: 0,
    isLiked: false,
    isClipped: false,
    createdAt: new Date().toISOString(),
    boardDate: '2026-11-24',
    qna: null,
    survey: null,
    body: '오늘 저녁은 방어회',
    photos: [],
    productTags: [],
    updatedAt: null,
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

function useFormApi(route: Route = () => undefined) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api = createFakeApi();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname.startsWith('/api/v1/community')) sent.push({ method, path: url.pathname, body });
    const answer = (await route(url, method, body)) ?? defaults(url, method, body);
    if (answer)
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    return api.fetch(input, init);
  });
  return sent;
}

function defaults(url: URL, method: string, body: unknown): Answer | undefined {
  const path = url.pathname;
  if ((path === '/api/v1/community/dashboard' || path === '/api/v1/community/qna') && method === 'POST') {
    const sent = body as { body: string; title?: string };
    return ok({ post: detail(77, { type: path.endsWith('qna') ? 'qna' : 'dashboard', body: sent.body }) });
  }
  if (/^\/api\/v1\/community\/(dashboard|qna)\/\d+$/.test(path)) return ok({ post: detail(5) });
  if (/\/reply$/.test(path)) return ok({ replies: [], nextCursor: null, totalCount: 0 });
  if (path === '/api/v1/community/view-count') return ok({ viewCount: 1, counted: true });
  if (path.startsWith('/api/v1/community/')) return ok({ posts: [], nextCursor: null });
  return undefined;
}

function held<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const alertText = () =>
  (alertDialog.getSnapshot().context as { queue: { content: string }[] }).queue[0]?.content ?? '';

const bodyBox = () => screen.findByRole('textbox', { name: '내용' }, { timeout: 5_000 });

describe('/community/qna/form (a new question)', () => {
  it('checks the title and body before sending, beside each field', async () => {
    const sent = useFormApi();
    renderApp('/community/qna/form');
    await bodyBox();
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '제목' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), { target: { value: '귤 보관법' } });
    expect(screen.queryByText('제목을 입력해 주세요.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('내용을 입력해 주세요.')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('counts characters as the server does: an emoji is one', async () => {
    useFormApi();
    renderApp('/community/qna/form');
    fireEvent.change(await bodyBox(), { target: { value: '🍊🍊 귤' } });
    expect(screen.getByText('내용 글자 수', { exact: false }).parentElement?.textContent).toContain(
      '4/2,000',
    );
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), { target: { value: '가'.repeat(51) } });
    const counter = screen.getByText('제목 글자 수', { exact: false }).parentElement!;
    expect(counter.textContent).toContain('51/50');
    expect(counter.getAttribute('data-over')).toBe('true');
  });

  it('shows a banned word (code 12) under the field that has it and keeps the text', async () => {
    useFormApi((url, method) =>
      url.pathname === '/api/v1/community/qna' && method === 'POST'
        ? {
            status: 400,
            body: { code: 12, name: 'NOT_MATCHED', message: '사용할 수 없는 단어가 포함되어 있습니다: 바보' },
          }
        : undefined,
    );
    renderApp('/community/qna/form');
    fireEvent.change(await bodyBox(), { target: { value: '이 바보 같은 귤' } });
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), { target: { value: '귤 질문' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    const error = await screen.findByText('사용할 수 없는 단어가 포함되어 있습니다: 바보');
    const body = screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement;
    expect(body.getAttribute('aria-describedby')).toBe(error.id);
    expect(body.value).toBe('이 바보 같은 귤');
    expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('귤 질문');
    expect(body.matches(':disabled')).toBe(false);
  });

  it('shows a rate limit (19) in the alert with the server’s message', async () => {
    const message = '글과 댓글은 한 시간에 30개까지 쓸 수 있습니다. 잠시 후 다시 시도해 주세요.';
    useFormApi((url, method) =>
      url.pathname === '/api/v1/community/qna' && method === 'POST'
        ? { status: 429, body: { code: 19, name: 'TOO_MANY_REQUESTS', message } }
        : undefined,
    );
    renderApp('/community/qna/form');
    fireEvent.change(await bodyBox(), { target: { value: '귤은 어디에 두나요?' } });
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), { target: { value: '귤 질문' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(alertText()).toContain('한 시간에 30개까지'));
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe(
      '귤은 어디에 두나요?',
    );
  });
});

describe('/community/dash-board/form (a new 오늘의 식탁 post)', () => {
  it('sends once for a double tap, then opens the post in place of the form', async () => {
    const answer = held<Answer>();
    const sent = useFormApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard' && method === 'POST' ? answer.promise : undefined,
    );
    const { router } = renderApp('/community/dash-board/form');
    fireEvent.change(await bodyBox(), { target: { value: '방어회 한 접시' } });
    const submit = screen.getByRole('button', { name: '등록하기' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '올리는 중…' }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.submit(submit.closest('form')!);
    answer.open(ok({ post: detail(77, { body: '방어회 한 접시' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/board-detail/77'));
    const posts = sent.filter(
      (call) => call.method === 'POST' && call.path === '/api/v1/community/dashboard',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ body: '방어회 한 접시', photoIds: [], productNos: [] });
    // The form was replaced: its draft is gone and no "leave?" was asked.
    expect(window.sessionStorage.getItem('communityPostDraft')).toBeNull();
    expect(confirmDialog.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('keeps the draft as it is typed and offers it back on return', async () => {
    useFormApi();
    const first = renderApp('/community/dash-board/form');
    fireEvent.change(await bodyBox(), { target: { value: '굴국밥 끓였어요' } });
    expect(JSON.parse(window.sessionStorage.getItem('communityPostDraft') ?? '{}')).toMatchObject({
      form: 'dashboard',
      postId: null,
      body: '굴국밥 끓였어요',
    });
    first.unmount();
    renderApp('/community/dash-board/form');
    const offer = await screen.findByRole('region', { name: '임시 저장된 글' }, { timeout: 5_000 });
    expect(within(offer).getByText('작성 중이던 글이 있어요. 이어서 쓸까요?')).toBeTruthy();
    // Nothing to type into until the draft is taken or dropped (the fieldset is disabled).
    expect(screen.getByRole('textbox', { name: '내용' }).matches(':disabled')).toBe(true);
    fireEvent.click(within(offer).getByRole('button', { name: '이어서 쓰기' }));
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe(
      '굴국밥 끓였어요',
    );
    expect(screen.queryByRole('region', { name: '임시 저장된 글' })).toBeNull();
  });

  it('drops a draft on 새로 쓰기 and ignores a damaged one', async () => {
    useFormApi();
    window.sessionStorage.setItem(
      'communityPostDraft',
      JSON.stringify({
        form: 'dashboard',
        postId: null,
        title: '',
        body: '지난 글',
        photos: [],
        products: [],
      }),
    );
    const first = renderApp('/community/dash-board/form');
    fireEvent.click(await screen.findByRole('button', { name: '새로 쓰기' }, { timeout: 5_000 }));
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe('');
    expect(window.sessionStorage.getItem('communityPostDraft')).toBeNull();
    first.unmount();
    window.sessionStorage.setItem('communityPostDraft', '{"form":"dashboard","body":');
    renderApp('/community/dash-board/form');
    expect((await bodyBox()).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('region', { name: '임시 저장된 글' })).toBeNull();
  });

  it('asks before leaving with unsaved text, and stays on 계속 쓰기', async () => {
    useFormApi();
    const { router } = renderApp('/community/dash-board/form');
    fireEvent.change(await bodyBox(), { target: { value: '쓰다 만 글' } });
    void router.navigate({ to: '/community/main/dashboard' });
    const sure = await screen.findByRole('alertdialog');
    expect(sure.textContent).toContain('작성 중인 글이 있어요. 나갈까요?');
    fireEvent.click(within(sure).getByRole('button', { name: '계속 쓰기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/community/dash-board/form');
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe('쓰다 만 글');
  });

  it('shows a ban (403) in the alert and keeps the text', async () => {
    const ban = '커뮤니티 운영정책 위반으로 2026년 12월 31일까지 글쓰기가 제한되었습니다.';
    useFormApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard' && method === 'POST'
        ? { status: 403, body: { code: 20, name: 'FORBIDDEN', message: ban } }
        : undefined,
    );
    renderApp('/community/dash-board/form');
    fireEvent.change(await bodyBox(), { target: { value: '오늘의 식탁' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(alertText()).toContain(ban));
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe('오늘의 식탁');
  });
});

/** An XMLHttpRequest stand-in for the photo upload: each send waits until the test answers it. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  headers: Record<string, string> = {};
  url = '';
  status = 0;
  responseText = '';
  body: unknown;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(ratio: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: ratio * 100, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const photo = (photoId: number) => ({
  photoId,
  width: 640,
  height: 480,
  src: `/api/v1/community/photo/key-of-photo-${photoId}-xxxx/640.webp`,
  srcSet: `/api/v1/community/photo/key-of-photo-${photoId}-xxxx/320.webp 320w`,
});

describe('photos on the post form', () => {
  it('uploads with progress, retries a failure and sends the photo with the post', async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    // jsdom has no object URLs: the picked file's preview is faked here, and given back afterwards.
    const objectUrls = { created: [] as Blob[], revoked: [] as string[] };
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        objectUrls.created.push(blob);
        return 'blob:fish';
      },
      revokeObjectURL: (url: string) => objectUrls.revoked.push(url),
    });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const sent = useFormApi();
    const { router } = renderApp('/community/dash-board/form');
    fireEvent.change(await bodyBox(), { target: { value: '방어회' } });
    const input = screen.getByLabelText('사진 추가') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(input.multiple).toBe(true);
    const file = new File(['jpeg'], 'fish.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const first = FakeUpload.sent[0]!;
    expect(first.url).toBe('/api/v1/community/photo');
    expect(first.headers['Content-Type']).toBe('image/jpeg');
    expect(first.headers.deviceUuid).toBeTruthy();
    expect(first.body).toBe(file);
    first.progress(0.4);
    const bar = await screen.findByRole('progressbar', { name: '사진 1 올리는 중' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    first.answer(500, { code: 5, name: 'UNEXPECTED_ERROR', message: '사진을 저장하지 못했습니다.' });
    fireEvent.click(await screen.findByRole('button', { name: '사진 1 다시 올리기' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    FakeUpload.sent[1]!.answer(200, { photo: photo(9) });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    // Uploaded, it still shows the picked file: the server shows a draft photo to its author alone,
    // and an <img> sends no Authorization header (docs/photos.md).
    expect(objectUrls.created).toEqual([file]);
    expect((screen.getByRole('img', { name: '사진 1' }) as HTMLImageElement).getAttribute('src')).toBe(
      'blob:fish',
    );
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/board-detail/77'));
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      body: '방어회',
      photoIds: [9],
      productNos: [],
    });
  });

  it('refuses a file of another type without uploading it', async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    useFormApi();
    renderApp('/community/dash-board/form');
    await bodyBox();
    const input = screen.getByLabelText('사진 추가') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('JPG, PNG, WEBP, GIF, AVIF 사진만 올릴 수 있어요.')).toBeTruthy();
    expect(FakeUpload.sent).toHaveLength(0);
    expect(screen.queryByRole('img', { name: '사진 1' })).toBeNull();
  });
});

describe("photos inside the native app (the app's picker, getSelectedImage)", () => {
  function inApp(answer: unknown) {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile JecheolApp/2.29.0',
    );
    const calls: Array<[string, unknown]> = [];
    vi.stubGlobal('flutter_inappwebview', {
      callHandler: async (name: string, args: unknown) => {
        calls.push([name, args]);
        return answer;
      },
    });
    return calls;
  }
  afterEach(() => vi.restoreAllMocks());

  it("uploads the app's photo in place of the file input", async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const calls = inApp({ images: [{ name: 'fish.jpg', type: 'image/jpeg', base64: '/9j/4AAQ' }] });
    useFormApi();
    renderApp('/community/dash-board/form');
    await bodyBox();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '사진 추가' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    // (The app's start may ask getDevicePush meanwhile: not this form's call.)
    expect(calls.filter(([name]) => name === 'getSelectedImage')).toEqual([
      [
        'getSelectedImage',
        {
          maxCount: 10,
          types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
          maxBytes: 10_485_760,
        },
      ],
    ]);
    const body = FakeUpload.sent[0]!.body as File;
    expect(body.type).toBe('image/jpeg');
    expect(body.size).toBe(6);
  });

  it('refuses an image type the server does not take, and ignores a malformed answer', async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    inApp({ images: [{ type: 'image/bmp', base64: 'Qk0=' }] });
    useFormApi();
    renderApp('/community/dash-board/form');
    await bodyBox();
    fireEvent.click(screen.getByRole('button', { name: '사진 추가' }));
    expect(await screen.findByText('JPG, PNG, WEBP, GIF, AVIF 사진만 올릴 수 있어요.')).toBeTruthy();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('flutter_inappwebview', { callHandler: async () => ({ images: 'everything' }) });
    fireEvent.click(screen.getByRole('button', { name: '사진 추가' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeUpload.sent).toHaveLength(0);
    expect(screen.queryByRole('img', { name: '사진 1' })).toBeNull();
  });
});

describe('/community/dash-board/form/:id (editing)', () => {
  it('fills the form with the post and sends the change with PUT', async () => {
    const sent = useFormApi((url, method) =>
      url.pathname === '/api/v1/community/dashboard/5' && method === 'PUT'
        ? ok({ post: detail(5, { body: '수정한 글' }) })
        : undefined,
    );
    const { router } = renderApp('/community/dash-board/form/5');
    const body = (await bodyBox()) as HTMLTextAreaElement;
    expect(body.value).toBe('오늘 저녁은 방어회');
    fireEvent.change(body, { target: { value: '수정한 글' } });
    fireEvent.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/board-detail/5'));
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
      body: '수정한 글',
      photoIds: [],
      productNos: [],
    });
  });

  it('refuses someone else’s post with a message', async () => {
    useFormApi((url) =>
      url.pathname === '/api/v1/community/dashboard/5'
        ? ok({ post: detail(5, { canEdit: false }) })
        : undefined,
    );
    renderApp('/community/dash-board/form/5');
    await waitFor(() => expect(alertText()).toContain('작성자만 수정할 수 있어요.'), { timeout: 5_000 });
    expect(screen.queryByRole('textbox', { name: '내용' })).toBeNull();
  });
});
