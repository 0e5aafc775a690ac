import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { localStore, sessionStore } from '../platform/storage.ts';
import { checkCommunityActivity } from './community-activity.ts';
import styles from './community-badge-layer.module.css';

/**
 * contract/rules/community-rules.ts COMMUNITY_TOOLTIP_TEXT, here as a copy: importing the rules module
 * would put all of it in this layer's chunk. bottom-navi.test.tsx proves the two agree.
 */
export const COMMUNITY_TOOLTIP = '커뮤니티 활동하고 별 모으세요!';

const TOOLTIP_ID = 'community-tooltip';
/** The tooltip stands over the rows above the bar: shown once a session, this long. */
const TOOLTIP_MS = 5_000;
/** The bottom bar's community link (ui/bottom-navi.tsx). */
const COMMUNITY_ITEM = 'nav[aria-label="주요 메뉴"] a[href="/community"]';

/** The tooltip shows until the community is first opened, once a session and for a few seconds. */
const tooltipDue = () =>
  sessionStore.get('communityToolTip') !== false && localStore.get('communityOpenedAt') === undefined;

/**
 * The community item's red dot and tooltip (spec section 2, session keys communityAlert and
 * communityToolTip): both cleared whenever the community is open (its time kept as communityOpenedAt);
 * elsewhere the dot's check (community-activity.ts) runs once the page is idle, once per session.
 */
function useCommunityBadge(communityPath: string | undefined) {
  const [badge, setBadge] = useState(() => ({
    dot: sessionStore.get('communityAlert') === true,
    tip: tooltipDue(),
  }));
  useEffect(() => {
    // Every page of the community counts as opening it (a post written there is seen).
    if (communityPath !== undefined) {
      sessionStore.set('communityAlert', false);
      sessionStore.set('communityToolTip', false);
      localStore.set('communityOpenedAt', Date.now());
      setBadge({ dot: false, tip: false });
      return;
    }
    if (sessionStore.get('communityAlert') !== undefined) return;
    let live = true;
    (window.requestIdleCallback ?? setTimeout)(() => {
      if (!live) return;
      checkCommunityActivity().then(
        (dot) => live && dot && setBadge((current) => ({ ...current, dot })),
        () => {
          // No dot when the check fails; the next session asks again.
        },
      );
    });
    return () => {
      live = false;
    };
  }, [communityPath]);
  useEffect(() => {
    if (!badge.tip) return;
    sessionStore.set('communityToolTip', false);
    const hide = setTimeout(() => setBadge((current) => ({ ...current, tip: false })), TOOLTIP_MS);
    return () => clearTimeout(hide);
  }, [badge.tip]);
  return badge;
}

/**
 * Mounted with the page-wide layers after the first screen (app/root-layers.tsx), like the alarm
 * badge: draws the dot and the tooltip into the bottom bar's community item through a portal, so none
 * of their code or styles rides in the first screen's chunk. The bar is found again on every route.
 */
export function CommunityBadgeLayer() {
  const path = useLocation({ select: (location) => location.pathname });
  const badge = useCommunityBadge(path.startsWith('/community') ? path : undefined);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar may be a new element on every route
  useEffect(() => {
    setSlot(document.querySelector<HTMLElement>(COMMUNITY_ITEM));
  }, [path]);
  // The tooltip is the link's description, not part of its name ("커뮤니티").
  useEffect(() => {
    if (!slot || !badge.tip) return;
    slot.setAttribute('aria-describedby', TOOLTIP_ID);
    return () => slot.removeAttribute('aria-describedby');
  }, [slot, badge.tip]);
  if (!slot || !(badge.dot || badge.tip)) return null;
  return createPortal(
    <>
      {badge.dot && (
        <span className={styles.dot}>
          <span className="visually-hidden">새 글</span>
        </span>
      )}
      {badge.tip && (
        <span id={TOOLTIP_ID} className={styles.tooltip} aria-hidden="true">
          {COMMUNITY_TOOLTIP}
        </span>
      )}
    </>,
    slot,
  );
}
