import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PostDetail } from '#contract/community.ts';
import { COMMUNITY_LIMITS, COMMUNITY_PHOTO_TYPES, textLength } from '#contract/rules/community-rules.ts';
import {
  communityPostFormMachine,
  type PostFormKind,
  type PostFormValues,
} from '#machines/community-post-form/community-post-form.machine.ts';
import { isAppWebView } from '#machines/user-agent/user-agent.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { formatCount } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { alert, confirm, showToast, textToHtml } from '../../../ui/overlays/feedback.ts';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { QueryError } from '../../../ui/query-view.tsx';
import { postDetailQueryOptions } from '../api/post-detail.ts';
import { postPath } from '../api/post-lists.ts';
import { PhotoField, type PhotoFiles } from './photo-field.tsx';
import { photoFileProblem } from './photo-rules.ts';
import { clearDraft, readDraft, saveDraft } from './post-draft.ts';
import styles from './post-form.module.css';
import { afterPostSaved, sendPost } from './post-form-api.ts';
import { ProductTagField } from './product-tag-field.tsx';

const EMPTY: PostFormValues = { title: '', body: '', photos: [], products: [] };

export const POST_FORM_TEXT = {
  notAuthor: '작성자만 수정할 수 있어요.',
  leave: '작성 중인 글이 있어요. 나갈까요?\n쓰던 글은 임시 저장되어 다음에 이어서 쓸 수 있어요.',
  draftOffer: '작성 중이던 글이 있어요. 이어서 쓸까요?',
  bodyPlaceholder: {
    dashboard: '오늘 차린 식탁을 자랑해 주세요. 어떤 제철 재료로 만들었나요?',
    qna: '궁금한 내용을 자세히 적어 주세요. 이웃들이 답해 드려요.',
  },
  titlePlaceholder: '제목을 입력해 주세요',
  uploadFailed: '사진을 올리지 못했어요.',
} as const;

interface PostFormScreenProps {
  kind: PostFormKind;
  /** The post being edited; absent for a new one. */
  postId?: number;
  gate: MemberGate;
}

/**
 * /community/dash-board/form/:id? and /community/qna/form/:id?: a new post, or the author's edit of
 * one (loaded first; someone else's post is refused and the shopper sent back).
 */
export function PostFormScreen({ kind, postId, gate }: PostFormScreenProps) {
  const title = kind === 'qna' ? (postId ? '질문 수정' : '질문하기') : postId ? '글 수정' : '글쓰기';
  return (
    <>
      <AppHeader title={title} />
      {postId === undefined ? (
        <PostForm kind={kind} initial={EMPTY} gate={gate} />
      ) : (
        <EditedPost kind={kind} postId={postId} gate={gate} />
      )}
    </>
  );
}

function valuesOf(post: PostDetail): PostFormValues {
  return {
    title: post.title ?? '',
    body: post.body,
    photos: post.photos,
    products: post.productTags.map(({ productNo, name, imageUrl }) => ({ productNo, name, imageUrl })),
  };
}

function EditedPost({ kind, postId, gate }: { kind: PostFormKind; postId: number; gate: MemberGate }) {
  const router = useRouter();
  const query = useQuery(postDetailQueryOptions(kind === 'qna' ? 'qna' : 'board', postId));
  const post = query.data;
  const refused = post !== undefined && (!post.canEdit || post.type !== kind);

  useEffect(() => {
    if (!refused) return;
    void alert({ html: textToHtml(POST_FORM_TEXT.notAuthor) }).then(() => router.history.back());
  }, [refused, router]);

  if (post === undefined) {
    if (query.isError) return <QueryError query={query} />;
    return (
      <div className={styles.form} aria-busy="true">
        <p className="visually-hidden" role="status">
          글을 불러오는 중
        </p>
        {kind === 'qna' && <Skeleton style={{ height: 48 }} />}
        <Skeleton style={{ height: 240 }} />
        <Skeleton style={{ height: 80, width: 80 }} />
      </div>
    );
  }
  if (refused) return null;
  return <PostForm kind={kind} postId={postId} initial={valuesOf(post)} gate={gate} />;
}

function PostForm({
  kind,
  postId,
  initial,
  gate,
}: {
  kind: PostFormKind;
  postId?: number;
  initial: PostFormValues;
  gate: MemberGate;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const files = useRef<PhotoFiles>(new Map());
  const leaving = useRef(false);
  const draftKey = postId ?? null;

  const actor = useActorRef(
    communityPostFormMachine.provide({
      actors: {
        submitPost: fromPromise(async ({ input }) => {
          const post = await sendPost(input, postId);
          afterPostSaved(queryClient, post);
          return { postId: post.postId };
        }),
      },
      actions: {
        startUpload: ({ self }, { key }) => {
          const entry = files.current.get(key);
          if (!entry) return;
          entry.controller?.abort();
          const controller = new AbortController();
          entry.controller = controller;
          // Loaded with the first photo: the form's chunk stays small for text-only posts.
          void import('./photo-upload.ts')
            .then(({ uploadPhoto }) =>
              uploadPhoto(
                entry.file,
                (progress) => self.send({ type: 'photo.progress', key, progress }),
                controller.signal,
              ),
            )
            .then(
              (photo) => self.send({ type: 'photo.uploaded', key, photo }),
              (error: unknown) => {
                if (controller.signal.aborted) return;
                const message =
                  error instanceof ApiRequestError && error.message
                    ? error.message
                    : POST_FORM_TEXT.uploadFailed;
                self.send({ type: 'photo.failed', key, message });
              },
            );
        },
        cancelUpload: (_, { key }) => {
          const entry = files.current.get(key);
          entry?.controller?.abort();
          if (entry?.preview) URL.revokeObjectURL(entry.preview);
          files.current.delete(key);
        },
        saveDraft: (_, { values }) => saveDraft(kind, draftKey, values),
        clearDraft: () => clearDraft(),
        showFailure: (_, { message }) => {
          void alert({ html: textToHtml(message) });
        },
        showNotice: (_, { message }) => showToast(message),
        openPost: (_, { postId: saved }) => {
          leaving.current = true;
          void router.navigate({ ...postPath({ type: kind, postId: saved }), replace: true });
        },
      },
    }),
    { input: { kind, initial, draft: readDraft(kind, draftKey) } },
  );

  const title = useSelector(actor, (snapshot) => snapshot.context.title);
  const body = useSelector(actor, (snapshot) => snapshot.context.body);
  const photos = useSelector(actor, (snapshot) => snapshot.context.photos);
  const products = useSelector(actor, (snapshot) => snapshot.context.products);
  const fieldError = useSelector(actor, (snapshot) => snapshot.context.fieldError);
  const offering = useSelector(actor, (snapshot) => snapshot.hasTag('draftOffer'));
  const pending = useSelector(actor, (snapshot) => snapshot.hasTag('pending') || snapshot.hasTag('done'));
  const dirty = useSelector(actor, (snapshot) => snapshot.context.dirty && snapshot.status !== 'done');
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // Leaving with unsaved text asks first (the draft is kept either way); the page's own unload too.
  useBlocker({
    shouldBlockFn: async () => {
      if (leaving.current || !dirtyRef.current) return false;
      const leave = await confirm({
        content: POST_FORM_TEXT.leave,
        confirmLabel: '나가기',
        cancelLabel: '계속 쓰기',
      });
      return !leave;
    },
    enableBeforeUnload: () => !leaving.current && dirtyRef.current,
  });

  // Previews are object URLs of the picked files: given back when the form goes away.
  useEffect(() => {
    const current = files.current;
    return () => {
      for (const entry of current.values()) {
        entry.controller?.abort();
        if (entry.preview) URL.revokeObjectURL(entry.preview);
      }
    };
  }, []);

  const ids = { title: useId(), body: useId(), titleError: useId(), bodyError: useId() };
  const submitLabel = postId === undefined ? '등록하기' : '수정하기';

  function pickPhotos(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!gate.allow()) return;
    addFiles(picked);
  }

  // Inside the app its own picker hands the photos over (getSelectedImage); a browser has the file input.
  const [inApp] = useState(() => isAppWebView(navigator.userAgent));
  const pickingFromApp = useRef(false);

  async function pickFromApp() {
    if (pickingFromApp.current || !gate.allow()) return;
    const room = COMMUNITY_LIMITS.photosMax - actor.getSnapshot().context.photos.length;
    if (room <= 0) return;
    pickingFromApp.current = true;
    try {
      const { callApp, imageFile } = await import('../../../platform/bridge.ts');
      const answer = await callApp('getSelectedImage', {
        maxCount: room,
        types: COMMUNITY_PHOTO_TYPES,
        maxBytes: COMMUNITY_LIMITS.photoBytesMax,
      });
      // No answer (cancelled, no picker, a malformed answer) adds nothing; each photo is checked as a
      // picked file is (type, size), and the server checks again.
      if (answer) addFiles(answer.images.map((image, index) => imageFile(image, index)));
    } finally {
      pickingFromApp.current = false;
    }
  }

  function addFiles(picked: File[]) {
    const room = COMMUNITY_LIMITS.photosMax - actor.getSnapshot().context.photos.length;
    if (picked.length > room) showToast(`사진은 ${COMMUNITY_LIMITS.photosMax}장까지 올릴 수 있어요.`);
    for (const file of picked.slice(0, Math.max(0, room))) {
      const problem = photoFileProblem(file);
      if (problem) {
        showToast(problem);
        continue;
      }
      const key = `file-${nextKey++}`;
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      files.current.set(key, { file, preview });
      actor.send({ type: 'photo.add', key });
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'post.submit' });
      }}
    >
      {offering && (
        <section className={styles.draftOffer} aria-label="임시 저장된 글">
          <p>{POST_FORM_TEXT.draftOffer}</p>
          <div className={styles.draftButtons}>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => actor.send({ type: 'draft.discard' })}
            >
              새로 쓰기
            </button>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => actor.send({ type: 'draft.restore' })}
            >
              이어서 쓰기
            </button>
          </div>
        </section>
      )}
      <fieldset className={styles.fields} disabled={offering || pending}>
        <legend className="visually-hidden">{kind === 'qna' ? '질문 내용' : '글 내용'}</legend>
        {kind === 'qna' && (
          <div className={styles.field}>
            <label htmlFor={ids.title} className="visually-hidden">
              제목
            </label>
            <input
              id={ids.title}
              className={styles.titleInput}
              value={title}
              placeholder={POST_FORM_TEXT.titlePlaceholder}
              autoComplete="off"
              aria-invalid={fieldError?.field === 'title'}
              aria-describedby={fieldError?.field === 'title' ? ids.titleError : undefined}
              onChange={(event) => actor.send({ type: 'title.change', value: event.target.value })}
            />
            <Counter value={title} max={COMMUNITY_LIMITS.titleMax} label="제목 글자 수" />
            {fieldError?.field === 'title' && (
              <p id={ids.titleError} className={styles.fieldError} role="alert">
                {fieldError.message}
              </p>
            )}
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={ids.body} className="visually-hidden">
            내용
          </label>
          <textarea
            id={ids.body}
            className={styles.bodyInput}
            value={body}
            rows={10}
            placeholder={POST_FORM_TEXT.bodyPlaceholder[kind]}
            aria-invalid={fieldError?.field === 'body'}
            aria-describedby={fieldError?.field === 'body' ? ids.bodyError : undefined}
            onChange={(event) => actor.send({ type: 'body.change', value: event.target.value })}
          />
          <Counter value={body} max={COMMUNITY_LIMITS.bodyMax} label="내용 글자 수" />
          {fieldError?.field === 'body' && (
            <p id={ids.bodyError} className={styles.fieldError} role="alert">
              {fieldError.message}
            </p>
          )}
        </div>
        <PhotoField
          photos={photos}
          files={files.current}
          accept={COMMUNITY_PHOTO_TYPES.join(',')}
          onPick={pickPhotos}
          onPickFromApp={inApp ? () => void pickFromApp() : undefined}
          onRetry={(key) => actor.send({ type: 'photo.retry', key })}
          onRemove={(key) => actor.send({ type: 'photo.remove', key })}
        />
        <ProductTagField
          products={products}
          onAdd={(product) => actor.send({ type: 'product.add', product })}
          onRemove={(productNo) => actor.send({ type: 'product.remove', productNo })}
        />
      </fieldset>
      <div className={styles.submitBar}>
        <button
          type="submit"
          className={styles.submitButton}
          disabled={offering || pending}
          aria-busy={pending}
        >
          {pending ? '올리는 중…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

let nextKey = 1;

/** `12/2,000`: code points, as the server counts; past the limit in the error colour. */
function Counter({ value, max, label }: { value: string; max: number; label: string }) {
  const length = textLength(value);
  return (
    <p className={styles.counter} data-over={length > max}>
      <span className="visually-hidden">{label} </span>
      {formatCount(length)}/{formatCount(max)}
    </p>
  );
}
