import { describe, expect, it } from 'vitest';
import { generateCatalogLines } from '../../catalog/generate.ts';
import { generateCatalogue } from '../../seed/generate.ts';
import { productSvg } from './media.art.ts';
import { twemojiBody } from './media.emoji.ts';
import { CONTAINERS, KINDS, resolveKind, twemojiNames } from './media.kinds.ts';

const catalogue = generateCatalogue({ now: new Date('2026-11-24T00:00:00Z') });
const keyOf = (name: string, category = 'C010101') => resolveKind(name, category).key;

describe('product pictures by kind', () => {
  it('draws every product of the catalogue by what its name says it is, as a small square SVG', () => {
    const unnamed = catalogue.product.filter((p) => !resolveKind(p.name, p.category_code).named);
    expect(unnamed.map((p) => p.name)).toEqual([]);
    const sizes = catalogue.product.map((p) => {
      const svg = productSvg(p.product_no, p.category_code, p.name);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 200" width="400" height="400">/,
      );
      expect(svg).not.toMatch(/<text|<image|href=/);
      return Buffer.byteLength(svg);
    });
    expect(Math.max(...sizes)).toBeLessThan(12 * 1024);
  });

  it('names every product of a generated catalogue too (producers, grades and packs around the names)', () => {
    const unnamed: string[] = [];
    for (const line of generateCatalogLines({ products: 3000 })) {
      if (line.type === 'product' && !resolveKind(line.name, line.categoryCode).named)
        unnamed.push(line.name);
    }
    expect(unnamed).toEqual([]);
    expect(keyOf('산골농원 햇 아보카도 선물세트')).toBe('avocado');
  });

  it('gives the products that used to share their category picture their own', () => {
    const cases = [
      ['국산 블루베리', 'C010103', 'blueberry', '논산 설향 딸기'],
      ['상주 곶감', 'C010105', 'dried-persimmon', '창원 단감'],
      ['진도 대파', 'C020102', 'green-onion', '무안 양파'],
      ['연평도 꽃게', 'C030202', 'blue-crab', '흰다리새우'],
      ['홍합', 'C030201', 'mussel', '바지락'],
    ] as const;
    for (const [name, category, kind, neighbour] of cases) {
      expect(keyOf(name, category), name).toBe(kind);
      expect(productSvg(1, category, name), name).not.toBe(productSvg(1, category, neighbour));
    }
    expect(new Set(cases.map(([name, category]) => productSvg(1, category, name))).size).toBe(cases.length);
    // The blueberry is Twemoji's blueberries, not a strawberry.
    expect(productSvg(1, 'C010103', '국산 블루베리')).toContain(twemojiBody('blueberries'));
    expect(productSvg(1, 'C010103', '국산 블루베리')).not.toContain(twemojiBody('strawberry'));
  });

  it('draws what a name says, not a look-alike (the carrots, the red cabbage, the onigiri of before)', () => {
    const drawnAs = (name: string, category: string) => resolveKind(name, category).art;
    // Radish kimchi: a white radish in a jar, not a red root on its own (a carrot).
    expect(drawnAs('남해 총각김치 2kg', 'C090102')).toMatchObject({
      container: 'jar',
      inside: { draw: 'radish' },
    });
    expect(keyOf('열무김치', 'C090102')).toBe('kimchi');
    // 갓김치 is seasoned leaves, not a purple head.
    expect(drawnAs('여수 돌산 갓김치', 'C090102')).toMatchObject({ emoji: 'leafy-green' });
    // 시나노골드 is a golden apple, not Twemoji's red one.
    expect(drawnAs('황금사과 (시나노골드)', 'C010101')).toMatchObject({ emoji: 'green-apple' });
    expect(keyOf('시나노골드 황금사과')).toBe('golden-apple');
    // Soy-braised in a brown bowl, not a blue one (cereal).
    expect(drawnAs('메추리알 장조림', 'C090101')).toMatchObject({ container: 'bowl', colour: '#7A4A2A' });
    // A pale netted melon, not Twemoji's striped one (a watermelon).
    expect(drawnAs('머스크멜론', 'C010104')).toMatchObject({ draw: 'melon' });
    // Puffed rice discs, not Twemoji's rice cracker with its seaweed band (an onigiri).
    expect(drawnAs('현미 쌀과자', 'C070101')).toMatchObject({ draw: 'rice-puffs' });
    for (const name of ['현미 쌀과자', '머스크멜론', '남해 총각김치 2kg'])
      expect(productSvg(1, 'C010101', name), name).toMatch(/^<svg/);
  });

  it('reads the head noun: the keyword ending last wins, containers show their ingredient', () => {
    expect(keyOf('해남 배추')).toBe('napa-cabbage');
    expect(keyOf('나주 배')).toBe('pear');
    expect(keyOf('블루베리 마시는 요거트')).toBe('yogurt+blueberry');
    expect(keyOf('청송 사과즙')).toBe('juice-pouch+apple');
    expect(keyOf('고흥 유자청')).toBe('syrup+citron');
    expect(keyOf('무가당 그릭요거트')).toBe('yogurt');
    expect(keyOf('콤부차 오리지널 병음료')).toBe('kombucha');
  });

  it('falls back to the category, then to a basket, for a name it does not know', () => {
    expect(resolveKind('이름 모를 상품', 'C030201')).toMatchObject({ key: 'clam', named: false });
    expect(resolveKind('이름 모를 상품', 'C0404').key).toBe('egg');
    expect(resolveKind('이름 모를 상품', 'T010101')).toMatchObject({ key: 'basket', named: false });
    expect(productSvg(9, 'T010101', '이름 모를 상품')).toContain(twemojiBody('basket'));
  });

  it('never draws two kinds alike, and every Twemoji it names exists', () => {
    const arts = [...KINDS, ...CONTAINERS].map((kind) => JSON.stringify(kind.art));
    const twins = arts.filter((art, index) => arts.indexOf(art) !== index);
    expect(twins).toEqual([]);
    for (const name of twemojiNames()) expect(twemojiBody(name).length, name).toBeGreaterThan(50);
  });
});
