import { classifyLink } from '#contract/rules/links.ts';
import { SmartLink } from '../../../ui/smart-link.tsx';

/** http(s) addresses in a text; anything else (javascript:, data:, a bare host) is never a link. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,!?)\]}'"”’]+$/;

export type TextPiece = { text: string; href?: string };

/** The text cut into plain pieces and the addresses on our own hosts (contract/rules/links.ts INTERNAL_LINK_HOSTS). */
export function linkPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    if (classifyLink(raw).kind !== 'internal') continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: raw, href: raw });
    last = match.index + raw.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/**
 * A member's text as typed: line breaks kept (CSS pre-line), every character as text (React escapes
 * it; nothing is parsed as HTML), and only addresses of our own hosts as links; other addresses stay text.
 */
export function PostText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className} style={{ whiteSpace: 'pre-line' }}>
      {linkPieces(text).map((piece, index) =>
        piece.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positions in one fixed text
          <SmartLink key={index} href={piece.href}>
            {piece.text}
          </SmartLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positions in one fixed text
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
