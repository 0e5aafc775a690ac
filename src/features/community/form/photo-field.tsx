import type { ChangeEvent } from 'react';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import type { PhotoSlot } from '#machines/community-post-form/community-post-form.machine.ts';
import { RemoveButton } from '../../../ui/remove-button.tsx';
import styles from './post-form.module.css';

/** The files picked in this form, by the machine's photo key: the upload's input and its preview. */
export type PhotoFiles = Map<string, { file: File; preview: string; controller?: AbortController }>;

interface PhotoFieldProps {
  photos: PhotoSlot[];
  files: PhotoFiles;
  accept: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Inside the native app: the app's own photo picker (getSelectedImage, docs/native-bridge.md) takes
   * the file input's place. Absent in a browser.
   */
  onPickFromApp?: (() => void) | undefined;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

/**
 * The photos of the post: the picker (several at once, the server's types only), then each photo's
 * preview with its upload progress, a retry when it failed, and a remove button.
 */
export function PhotoField({
  photos,
  files,
  accept,
  onPick,
  onPickFromApp,
  onRetry,
  onRemove,
}: PhotoFieldProps) {
  const full = photos.length >= COMMUNITY_LIMITS.photosMax;
  const cameraIcon = (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M4 7h3l2-2h6l2 2h3v12H4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
  return (
    <section className={styles.section} aria-labelledby="post-form-photos">
      <h2 id="post-form-photos" className={styles.sectionTitle}>
        사진{' '}
        <span className={styles.sectionCount}>
          {photos.length}/{COMMUNITY_LIMITS.photosMax}
        </span>
      </h2>
      <ul className={styles.photos}>
        <li>
          {onPickFromApp ? (
            <button
              type="button"
              className={styles.photoPicker}
              data-disabled={full}
              disabled={full}
              onClick={onPickFromApp}
            >
              {cameraIcon}
              사진 추가
            </button>
          ) : (
            <label className={styles.photoPicker} data-disabled={full}>
              <input
                type="file"
                className="visually-hidden"
                accept={accept}
                multiple
                disabled={full}
                onChange={onPick}
              />
              {cameraIcon}
              사진 추가
            </label>
          )}
        </li>
        {photos.map((slot, index) => {
          // The picked file itself while this form has it: no download, and nothing that depends on the
          // server letting the author see a photo no post shows yet (docs/photos.md, "Who sees a photo").
          // A photo of a saved post or a restored draft has no file here: its address, which the
          // server answers for the author by the access token cookie.
          const preview = files.get(slot.key)?.preview || slot.photo?.src || '';
          const name = `사진 ${index + 1}`;
          return (
            <li key={slot.key} className={styles.photo} data-status={slot.status}>
              {preview ? (
                <img src={preview} alt={name} className={styles.photoImage} />
              ) : (
                <span className={styles.photoImage} role="img" aria-label={name} />
              )}
              {slot.status === 'uploading' && (
                <span className={styles.photoOverlay}>
                  <span
                    className={styles.progress}
                    role="progressbar"
                    aria-label={`${name} 올리는 중`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(slot.progress * 100)}
                  >
                    <span
                      className={styles.progressBar}
                      style={{ width: `${Math.round(slot.progress * 100)}%` }}
                    />
                  </span>
                  {Math.round(slot.progress * 100)}%
                </span>
              )}
              {slot.status === 'failed' && (
                <span className={styles.photoOverlay}>
                  <span className="visually-hidden">{slot.error}</span>
                  <button
                    type="button"
                    className={styles.retryButton}
                    aria-label={`${name} 다시 올리기`}
                    onClick={() => onRetry(slot.key)}
                  >
                    다시 시도
                  </button>
                </span>
              )}
              <RemoveButton
                className={styles.removeButton}
                label={`${name} 지우기`}
                onClick={() => onRemove(slot.key)}
                box={16}
                strokeWidth={1.8}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
