import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { classifyLink } from '#contract/rules/links.ts';

interface SmartLinkProps {
  /** A link from the server: an app path (`/deal/12`) or an absolute URL on an internal host. */
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * Follows a server-given link by the rules of contract/rules/links.ts: app paths through the router, internal
 * absolute URLs as plain links, anything else not as a link at all (no open redirect).
 */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  const router = useRouter();
  const target = classifyLink(href);
  if (target.kind === 'refused') {
    return <div className={className}>{children}</div>;
  }
  if (target.kind === 'internal') {
    return (
      <a href={target.url} className={className} {...rest}>
        {children}
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and download gestures.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href: target.path });
  };
  return (
    <a href={target.path} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

/** A click the app follows itself: not a new-tab or download gesture, and not handled already. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/**
 * Runs `go` once the browser has painted the frame after the current event, so that a tap's own
 * feedback (a tab marked, a button pressed) shows before the next screen's render, which would
 * otherwise run inside the tap's task and hold its paint (Interaction to Next Paint;
 * docs/performance.md, "Interactions"). A hidden page paints no frames: there it runs on a timer.
 */
export function afterNextPaint(go: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(go, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(go, 0));
}
