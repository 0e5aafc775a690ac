import { type FormEvent, useId, useRef, useState } from 'react';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import type { TaggedProduct } from '#machines/community-post-form/community-post-form.machine.ts';
import { Modal } from '../../../ui/overlays/modal.tsx';
import { ErrorState } from '../../../ui/placeholders.tsx';
import { RemoveButton } from '../../../ui/remove-button.tsx';
import { errorMessage } from '../text.ts';
import styles from './post-form.module.css';
import { useProductPick } from './post-form-api.ts';

interface ProductTagFieldProps {
  products: TaggedProduct[];
  onAdd: (product: TaggedProduct) => void;
  onRemove: (productNo: number) => void;
}

/** The products tagged on the post (up to COMMUNITY_LIMITS.productTagsMax) and the picker to add one. */
export function ProductTagField({ products, onAdd, onRemove }: ProductTagFieldProps) {
  const [picking, setPicking] = useState(false);
  const full = products.length >= COMMUNITY_LIMITS.productTagsMax;
  return (
    <section className={styles.section} aria-labelledby="post-form-products">
      <h2 id="post-form-products" className={styles.sectionTitle}>
        상품 태그{' '}
        <span className={styles.sectionCount}>
          {products.length}/{COMMUNITY_LIMITS.productTagsMax}
        </span>
      </h2>
      {products.length > 0 && (
        <ul className={styles.tags} aria-label="태그한 상품">
          {products.map((product) => (
            <li key={product.productNo} className={styles.tag}>
              <img src={product.imageUrl} alt="" className={styles.tagImage} />
              <span className={styles.tagName}>{product.name}</span>
              <RemoveButton
                className={styles.tagRemove}
                label={`${product.name} 태그 지우기`}
                onClick={() => onRemove(product.productNo)}
                box={16}
                size={14}
                strokeWidth={1.8}
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.addTagButton} disabled={full} onClick={() => setPicking(true)}>
        {full ? `상품은 ${COMMUNITY_LIMITS.productTagsMax}개까지 태그할 수 있어요` : '+ 상품 태그하기'}
      </button>
      {picking && (
        <ProductPicker
          tagged={products}
          onPick={(product) => {
            onAdd(product);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </section>
  );
}

/** Searches the catalogue (the shop's product search) and tags the tapped product. */
function ProductPicker({
  tagged,
  onPick,
  onClose,
}: {
  tagged: TaggedProduct[];
  onPick: (product: TaggedProduct) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const composing = useRef(false);
  const titleId = useId();
  const query = useProductPick(keyword);
  const products = query.data?.products ?? [];

  function search(event: FormEvent) {
    event.preventDefault();
    // React events bubble through the portal: the post's own form must not see this submit.
    event.stopPropagation();
    if (composing.current) return;
    setKeyword(text.trim());
  }

  return (
    <Modal labelledBy={titleId} width={480} onDismiss={onClose}>
      <div className={styles.picker}>
        <h2 id={titleId} className={styles.pickerTitle}>
          상품 태그하기
        </h2>
        {/* Its own form: the picker sits in a portal, outside the post's form. */}
        <form className={styles.pickerSearch} onSubmit={search} aria-label="상품 검색">
          <label htmlFor={`${titleId}-keyword`} className="visually-hidden">
            상품 검색어
          </label>
          <input
            id={`${titleId}-keyword`}
            type="search"
            enterKeyHint="search"
            className={styles.pickerInput}
            placeholder="상품 이름으로 검색"
            value={text}
            maxLength={50}
            data-autofocus
            onChange={(event) => setText(event.target.value)}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={() => {
              composing.current = false;
            }}
          />
          <button type="submit" className={styles.primaryButton}>
            검색
          </button>
        </form>
        <div className={styles.pickerResults}>
          {keyword === '' ? (
            <p className={styles.pickerHint}>글에 소개할 상품을 찾아 태그해 보세요.</p>
          ) : query.isError ? (
            <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            <p className={styles.pickerHint} role="status">
              상품을 찾는 중…
            </p>
          ) : products.length === 0 ? (
            <p className={styles.pickerHint}>‘{keyword}’에 맞는 상품이 없어요.</p>
          ) : (
            <ul className={styles.pickerList} aria-label="검색한 상품">
              {products.map((product) => {
                const already = tagged.some((item) => item.productNo === product.productNo);
                return (
                  <li key={product.productNo}>
                    <button
                      type="button"
                      className={styles.pickerItem}
                      disabled={already}
                      onClick={() =>
                        onPick({
                          productNo: product.productNo,
                          name: product.name,
                          imageUrl: product.imageUrl,
                        })
                      }
                    >
                      <img src={product.imageUrl} alt="" className={styles.tagImage} />
                      <span className={styles.tagName}>{product.name}</span>
                      {already && <span className={styles.pickerTagged}>태그함</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          닫기
        </button>
      </div>
    </Modal>
  );
}
