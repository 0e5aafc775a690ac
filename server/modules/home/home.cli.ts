import { type HomeShelfKey, homeShelfKeys, homeShelfNames, isHomeShelfKey } from '#contract/home.ts';
import type { CliContext, CliGroup } from '../../shared/context.ts';
import { listHomeShelves, saveHomeShelfOrder, withMissingShelves } from './home.repository.ts';

/** `npm run admin -- home shelves list|move|hide|show` (docs/home.md). */
export const HOME_USAGE = `  home shelves list                    홈 선반 순서와 표시 여부
  home shelves move <선반> <위치>       선반을 <위치>번째로 옮김 (1이 맨 위)
  home shelves hide <선반>              선반을 홈에서 숨김 (순서는 그대로)
  home shelves show <선반>              숨긴 선반을 다시 보임
      <선반>: ${homeShelfKeys.join(', ')}`;

export type HomeCommand =
  | { action: 'list' }
  | { action: 'move'; key: HomeShelfKey; position: number }
  | { action: 'hide' | 'show'; key: HomeShelfKey };

type Parsed = { command: HomeCommand } | { error: string; usage: string };

const usage = `사용법:\n${HOME_USAGE}`;

function keyOf(value: string | undefined): { key: HomeShelfKey } | { error: string; usage: string } {
  if (value === undefined) return { error: '선반 이름을 적어 주세요.', usage };
  if (!isHomeShelfKey(value)) {
    return { error: `알 수 없는 선반입니다: ${value} (가능한 선반: ${homeShelfKeys.join(', ')})`, usage };
  }
  return { key: value };
}

/** Reads `home shelves <action> …` without the database. */
export function parseHomeCommand(args: readonly string[]): Parsed {
  const [, group, action, ...rest] = args;
  if (group !== 'shelves') return { error: '알 수 없는 home 명령입니다. home shelves … 를 쓰세요.', usage };
  if (action === 'list') {
    return rest.length === 0
      ? { command: { action } }
      : { error: 'list 뒤에는 아무것도 쓰지 않습니다.', usage };
  }
  if (action === 'hide' || action === 'show') {
    if (rest.length > 1) return { error: `${action} 는 선반 하나만 받습니다.`, usage };
    const key = keyOf(rest[0]);
    return 'error' in key ? key : { command: { action, key: key.key } };
  }
  if (action === 'move') {
    const [name, place, ...extra] = rest;
    const key = keyOf(name);
    if ('error' in key) return key;
    if (place === undefined || extra.length > 0 || !/^\d{1,3}$/.test(place)) {
      return { error: '위치는 1부터 시작하는 숫자 하나로 적어 주세요.', usage };
    }
    const position = Number(place);
    if (position < 1 || position > homeShelfKeys.length) {
      return { error: `위치는 1부터 ${homeShelfKeys.length}까지입니다: ${place}`, usage };
    }
    return { command: { action, key: key.key, position } };
  }
  return {
    error:
      action === undefined
        ? '할 일을 적어 주세요 (list, move, hide, show).'
        : `알 수 없는 동작입니다: ${action}`,
    usage,
  };
}

function printList(ctx: CliContext, rows: readonly { key: HomeShelfKey; visible: boolean }[]): void {
  for (const [index, row] of rows.entries()) {
    const state = row.visible ? '보임' : '숨김';
    ctx.io.out(
      `${String(index + 1).padStart(2)}. ${row.key.padEnd(9)} ${homeShelfNames[row.key]} (${state})`,
    );
  }
}

/** Exit codes: 0 done (also when nothing had to change), 2 bad arguments (parse refuses them first). */
export async function runHomeCli(ctx: CliContext, command: HomeCommand): Promise<number> {
  const rows = withMissingShelves(await listHomeShelves(ctx.db));
  if (command.action === 'list') {
    printList(ctx, rows);
    return 0;
  }
  const index = rows.findIndex((row) => row.key === command.key);
  const current = rows[index];
  if (!current) return 2; // withMissingShelves lists every known key
  let next = rows.map(({ key, visible }) => ({ key, visible }));
  if (command.action === 'move') {
    next.splice(index, 1);
    next.splice(command.position - 1, 0, { key: current.key, visible: current.visible });
  } else {
    next = next.map((row) =>
      row.key === command.key ? { ...row, visible: command.action === 'show' } : row,
    );
  }
  await saveHomeShelfOrder(ctx.db, next, ctx.now);
  const name = `${homeShelfNames[command.key]}(${command.key})`;
  ctx.io.out(
    command.action === 'move'
      ? `${name} 선반을 ${command.position}번째로 옮겼습니다.`
      : command.action === 'hide'
        ? `${name} 선반을 홈에서 숨겼습니다.`
        : `${name} 선반을 홈에 다시 보입니다.`,
  );
  printList(ctx, next);
  return 0;
}

export const homeCli: CliGroup<HomeCommand> = {
  commands: ['home'],
  usage: HOME_USAGE,
  parse: parseHomeCommand,
  run: runHomeCli,
};
