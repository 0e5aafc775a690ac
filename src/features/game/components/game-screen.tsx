import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatCount, formatDateTime } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { useGameToday } from '../api/game-today.ts';
import { isAlreadyPlayed, usePlayGame } from '../api/play-game.ts';
import styles from './game-screen.module.css';
import { preloadScratchPlayer, ScratchCover, ScratchReveal } from './scratch-reveal.tsx';

/** The header's name for the game (the route's title, 게임, names the page). */
const GAME_TITLE = '오늘의 별 긁기';

/** 1250 -> '1,250개' */
const starCount = (stars: number) => `${formatCount(stars)}개`;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * /game: 오늘의 별 긁기, one scratch card per Asia/Seoul day. The server draws the reward and credits
 * it; this screen sends one play, animates the cover off the reward the server answered (skipped for
 * reduced motion) and announces the result. A second play, from here or another tab, is refused by
 * the server (409, code 18) and shown with its message.
 */
export function GameScreen({ gate }: { gate: MemberGate }) {
  const today = useGameToday();
  const play = usePlayGame();
  const [still] = useState(prefersReducedMotion);
  const [revealed, setRevealed] = useState(false);
  // A second tap in the same frame, before the disabled button has rendered, sends nothing.
  const sending = useRef(false);

  const canPlay = today.data?.played === false;
  useEffect(() => {
    if (canPlay && !still) preloadScratchPlayer();
  }, [canPlay, still]);

  if (today.isPending) return <GameSkeleton />;
  if (today.isError && !today.data) {
    return (
      <>
        <AppHeader title={GAME_TITLE} home />
        <ErrorState
          message={today.error.message}
          onRetry={() => void today.refetch()}
          retrying={today.isFetching}
        />
      </>
    );
  }

  const data = today.data;
  const result = play.data;
  const refused = play.isError && isAlreadyPlayed(play.error);
  const failed = play.isError && !refused;
  const animating = result !== undefined && !revealed && !still;
  const reward = result?.reward ?? (data.played ? data.reward : null);
  const topReward = Math.max(...data.rewards.map((item) => item.stars));

  const start = () => {
    if (sending.current || !gate.allow()) return;
    sending.current = true;
    setRevealed(false);
    play.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  let announcement = '';
  if (play.isPending || animating) announcement = '카드를 긁고 있어요. 잠시만 기다려 주세요.';
  else if (result)
    announcement = `축하해요! 별 ${starCount(result.reward)}를 받았어요. 보유 별은 ${starCount(result.balance)}예요.`;
  else if (refused) announcement = play.error.message;

  let cover = null;
  if (result) cover = animating ? <ScratchReveal onDone={() => setRevealed(true)} /> : null;
  else if (!data.played)
    cover = (
      <ScratchCover>
        <span className={styles.coverText}>{play.isPending ? '긁는 중…' : '여기를 긁어 보세요'}</span>
      </ScratchCover>
    );

  let panel: ReactNode;
  if (result && !animating)
    panel = <WonPanel reward={result.reward} balance={result.balance} nextPlayAt={result.nextPlayAt} />;
  else if (result) panel = null;
  else if (data.played || refused)
    panel = (
      <PlayedPanel
        message={refused ? play.error.message : undefined}
        reward={data.played ? data.reward : null}
        nextPlayAt={data.nextPlayAt}
      />
    );
  else
    panel = (
      <div className={styles.controls}>
        {failed && (
          <p className={styles.failure} role="alert">
            {play.error.message}
          </p>
        )}
        <button
          type="button"
          className={styles.playButton}
          onClick={start}
          disabled={play.isPending}
          aria-busy={play.isPending}
        >
          {play.isPending ? '긁는 중…' : failed ? '다시 시도' : '카드 긁기'}
        </button>
        <div className={styles.rewards}>
          <p className={styles.rewardsTitle} id="game-rewards-title">
            받을 수 있는 별
          </p>
          <ul className={styles.rewardList} aria-labelledby="game-rewards-title">
            {data.rewards.map((item) => (
              <li key={item.stars} className={styles.rewardChip}>
                {starCount(item.stars)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    );

  return (
    <>
      <AppHeader title={GAME_TITLE} home />
      <section className={styles.screen} aria-labelledby="game-title">
        <div className={styles.intro}>
          <h2 id="game-title" className={styles.title}>
            카드를 긁고 별을 받아 가세요
          </h2>
          <p className={styles.text}>
            하루 한 번(한국 시간 기준) 참여할 수 있고, 최대 별 {starCount(topReward)}를 받을 수 있어요.
          </p>
        </div>
        <div className={styles.card} data-state={cover ? 'covered' : 'open'}>
          <span className={styles.prize} aria-hidden={cover !== null}>
            <StarIcon />
            <span className={styles.prizeText}>
              {reward === null ? '오늘의 별' : `별 ${starCount(reward)}`}
            </span>
          </span>
          {cover}
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        {panel}
      </section>
    </>
  );
}

function WonPanel({ reward, balance, nextPlayAt }: { reward: number; balance: number; nextPlayAt: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The play button is gone: keyboard focus continues from the result instead of the page's top.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.panel}>
      <h3 ref={heading} tabIndex={-1} className={styles.panelTitle}>
        축하해요! 별 {starCount(reward)}를 받았어요
      </h3>
      <p className={styles.balance}>
        보유 별 <strong>{starCount(balance)}</strong>
      </p>
      <Link to="/my-page/point" className={styles.pointLink}>
        별 내역 보기
      </Link>
      <NextPlay nextPlayAt={nextPlayAt} />
    </div>
  );
}

function PlayedPanel({
  message,
  reward,
  nextPlayAt,
}: {
  /** The server's refusal, when this screen's play was refused (another tab played first). */
  message: string | undefined;
  reward: number | null;
  nextPlayAt: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (message) heading.current?.focus();
  }, [message]);
  return (
    <div className={styles.panel}>
      <h3 ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {message ?? '오늘은 이미 참여하셨어요'}
      </h3>
      {reward !== null && <p className={styles.balance}>오늘 받은 별 {starCount(reward)}</p>}
      <Link to="/my-page/point" className={styles.pointLink}>
        별 내역 보기
      </Link>
      {/* The server's refusal already says to come back tomorrow. */}
      <NextPlay nextPlayAt={nextPlayAt} again={message === undefined} />
    </div>
  );
}

function NextPlay({ nextPlayAt, again = true }: { nextPlayAt: string; again?: boolean }) {
  return (
    <p className={styles.next}>
      {again && (
        <>
          내일 다시 도전해 주세요
          <br />
        </>
      )}
      <span className={styles.nextTime}>
        다음 참여: <time dateTime={nextPlayAt}>{formatDateTime(nextPlayAt)}</time>
      </span>
    </p>
  );
}

/** Same boxes as the loaded screen, so nothing moves when today's state arrives. */
export function GameSkeleton() {
  return (
    <>
      <AppHeader title={GAME_TITLE} home />
      <section className={styles.screen} aria-busy="true">
        <p className="visually-hidden" role="status">
          오늘의 게임을 불러오는 중이에요
        </p>
        <div className={styles.intro}>
          <Skeleton className={styles.titleSkeleton} />
          <div className={styles.textSkeletonLines}>
            <Skeleton className={styles.textSkeleton} />
            <Skeleton className={`${styles.textSkeleton} ${styles.short}`} />
          </div>
        </div>
        <div data-state="loading">
          <Skeleton className={styles.cardSkeleton} />
        </div>
        <Skeleton className={styles.buttonSkeleton} />
      </section>
    </>
  );
}

function StarIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.star}>
      <path
        fill="#FFC107"
        stroke="#F59A00"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M24 4l5.9 12 13.2 1.9-9.6 9.3 2.3 13.1L24 34.1l-11.8 6.2 2.3-13.1-9.6-9.3 13.2-1.9z"
      />
    </svg>
  );
}
