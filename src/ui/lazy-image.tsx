import { useState } from 'react';
import styles from './lazy-image.module.css';

/** Shown when an image fails to load (spec section 4): embedded, so it cannot fail itself. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path fill="#f6f6f6" d="M0 0h100v100H0z"/>' +
    '<path fill="none" stroke="#c8c8c8" stroke-width="3" d="M32 36h36v28H32zM36 58l10-10 8 7 5-5 7 8"/></svg>',
)}`;

interface LazyImageProps {
  src: string;
  alt: string;
  /** width / height of the box; the box has this shape before the image arrives (no layout shift). */
  ratio?: number;
  /** The largest image of the first screen: load it eagerly and early (LCP). */
  priority?: boolean;
  className?: string;
  /** Other widths of the same picture (`srcset`) and the width it shows at (`sizes`). */
  srcSet?: string;
  sizes?: string;
}

export function LazyImage({
  src,
  alt,
  ratio = 1,
  priority = false,
  className,
  srcSet,
  sizes,
}: LazyImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = failedSrc === src;
  return (
    <div className={`${styles.box} ${className ?? ''}`} style={{ aspectRatio: ratio }}>
      <img
        className={styles.image}
        src={failed ? PLACEHOLDER_IMAGE : src}
        srcSet={failed ? undefined : srcSet}
        sizes={failed ? undefined : sizes}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={failed ? undefined : () => setFailedSrc(src)}
      />
    </div>
  );
}
