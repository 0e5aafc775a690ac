import { Link } from '@tanstack/react-router';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { ShelfFrame } from '../../../ui/shelf.tsx';
import { useCategoryTree } from '../api/get-category-tree.ts';
import styles from './category-shortcuts.module.css';

const SHORTCUTS = 10;

/**
 * 카테고리 바로가기 on the home: the depth-1 categories with their drawings, each opening its tab of
 * /category; 전체 보기 opens /category. Loading, the same boxes; failed or empty, nothing.
 */
export function CategoryShortcuts({ title }: { title: string }) {
  const tree = useCategoryTree();
  const roots = (tree.data?.categories ?? []).slice(0, SHORTCUTS);
  if (!tree.isPending && roots.length === 0) return null;
  return (
    <ShelfFrame id="home-category-title" title={title} moreTo="/category">
      {tree.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label="카테고리 불러오는 중">
          {Array.from({ length: SHORTCUTS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton className={styles.skeleton} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.grid} aria-label="카테고리">
          {roots.map((root) => (
            <li key={root.code}>
              <Link to="/category" search={{ tab: root.code }} className={styles.link}>
                <LazyImage src={root.imageUrl ?? ''} alt="" className={styles.image} />
                <span className={styles.name}>{root.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ShelfFrame>
  );
}
