import { useRef } from 'react';
import { clientFallbackMessages } from '#contract/errors.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { Icon, type IconProps } from '../../../ui/icons.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { alert, showToast, textToHtml } from '../../../ui/overlays/feedback.ts';
import { type AlertTarget, useAlertAsked, useToggleAlert } from '../api/product-alerts.ts';
import styles from './product-alerts.module.css';

const WORDS = {
  restock: {
    ask: '재입고 알림 받기',
    guest: '재입고 알림을 받으려면 로그인해 주세요.',
    asked: '재입고 알림을 신청했어요. 다시 들어오면 알려 드릴게요.',
    cancelled: '재입고 알림을 취소했어요.',
  },
  opening: {
    ask: '오픈 알림 받기',
    guest: '오픈 알림을 받으려면 로그인해 주세요.',
    asked: '오픈 알림을 신청했어요. 딜이 시작되면 알려 드릴게요.',
    cancelled: '오픈 알림을 취소했어요.',
  },
} as const;

function showAlertError(error: unknown): void {
  const message = error instanceof ApiRequestError ? error.message : clientFallbackMessages.temporary;
  void alert({ html: textToHtml(message) });
}

/**
 * 재입고 알림 받기 (a sold-out product) or 오픈 알림 받기 (an upcoming deal). Asked, it reads
 * "신청됨 · 알림 취소" and cancels; either way a toast says what happened. A guest is asked to sign in
 * (the route's member gate); a double tap sends one request (the button waits for the answer).
 */
const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 10a6 6 0 0 1 12 0v4l1.5 3h-15L6 14z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Icon>
);

export function AlertButton({
  target,
  name,
  gate,
  wide = false,
  compact = false,
}: {
  target: AlertTarget;
  /** The product's or deal's name, for screen readers. */
  name: string;
  gate: MemberGate;
  wide?: boolean;
  /** A bell over a product card's image (the lists' cards have no room for words). */
  compact?: boolean;
}) {
  const words = WORDS[target.kind];
  const asked = useAlertAsked(target, gate.membership !== 'guest').data === true;
  const toggle = useToggleAlert(target);
  const busy = useRef(false);
  return (
    <button
      type="button"
      className={compact ? styles.bell : `${styles.button} ${wide ? styles.wide : ''}`}
      data-asked={asked}
      // The visible words first, then whose (label in name).
      aria-label={`${asked ? '신청됨 · 알림 취소' : words.ask}: ${name}`}
      disabled={toggle.isPending}
      onClick={() => {
        if (busy.current || !gate.allow({ reason: words.guest })) return;
        busy.current = true;
        toggle.mutate(!asked, {
          onSuccess: (subscribed) => showToast(subscribed ? words.asked : words.cancelled),
          onError: showAlertError,
          onSettled: () => {
            busy.current = false;
          },
        });
      }}
    >
      {compact ? (
        <span className={styles.bellIcon}>
          <BellIcon size={18} />
        </span>
      ) : asked ? (
        <>
          <span className={styles.asked}>신청됨</span>
          <span aria-hidden="true">·</span>
          <span>알림 취소</span>
        </>
      ) : (
        <span>{words.ask}</span>
      )}
    </button>
  );
}
