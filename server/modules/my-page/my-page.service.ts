import { MY_PAGE_SHORTCUTS, type MyInfo, type MyPage, type MyPageShortcutKey } from '#contract/my-page.ts';
import { AppError } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { pageInfo, pageWindow } from '../../shared/paging.ts';
import { shopPageUrl, toProductSummary } from '../../shared/product-summary.ts';
import { findMemberById, type MemberRow } from '../account/account.repository.ts';
import { nextNicknameChange } from '../account/account.service.ts';
import type { AuthMember } from '../auth/auth.guard.ts';
import { banStatusOf } from '../auth/auth.service.ts';
import { memberActivityCounts } from '../community/shared/community.member-activity.ts';
import { frequentlyPurchased, shopMemberIdOf } from '../order/order.repository.ts';
import { pointSummary } from '../point/point.service.ts';
import { likeCounts } from './my-page.repository.ts';

async function requireMember(ctx: ServiceContext, member: AuthMember): Promise<MemberRow> {
  const row = await findMemberById(ctx.db, member.memberId);
  if (!row || row.withdrawn_at !== null) throw new AppError('REFRESH_TOKEN_EXPIRED');
  return row;
}

export function shortcuts(shopBaseUrl: string): MyPage['shortcuts'] {
  return (Object.keys(MY_PAGE_SHORTCUTS) as MyPageShortcutKey[]).map((key) => {
    const shortcut = MY_PAGE_SHORTCUTS[key];
    return {
      key,
      label: shortcut.label,
      url: 'inApp' in shortcut ? shortcut.path : shopPageUrl(shopBaseUrl, shortcut.path),
    };
  });
}

export async function myPage(ctx: ServiceContext, member: AuthMember): Promise<MyPage> {
  const row = await requireMember(ctx, member);
  const [points, likes, community] = await Promise.all([
    pointSummary(ctx.db, row.member_id, ctx.now),
    likeCounts(ctx.db, row.member_id),
    memberActivityCounts(ctx.db, row.member_id),
  ]);
  return {
    nickName: row.nickname,
    banStatus: banStatusOf(row),
    points,
    activity: {
      ...community,
      likedProducts: likes.products,
      likedShops: likes.shops,
    },
    shortcuts: shortcuts(ctx.shopBaseUrl),
  };
}

export async function myInfo(ctx: ServiceContext, member: AuthMember): Promise<MyInfo> {
  const row = await requireMember(ctx, member);
  return {
    nickName: row.nickname,
    email: row.email,
    name: row.name,
    gender: row.gender === 'M' || row.gender === 'F' || row.gender === 'U' ? row.gender : null,
    birthYear: row.birth_year,
    cellphone: row.mobile,
    channelType: row.channel_type === 1002 ? 1002 : 1001,
    signUpDt: row.created_at,
    nickNameChangedDt: row.nickname_changed_at,
    nextNickNameChangeDt: nextNicknameChange(row, ctx.now),
  };
}

export async function frequentlyPurchasedProducts(
  ctx: ServiceContext,
  member: AuthMember,
  page: { page: number; size: number },
) {
  const row = await requireMember(ctx, member);
  const { rows, total } = await frequentlyPurchased(ctx.db, shopMemberIdOf(row), pageWindow(page));
  return {
    products: rows.map((product) => ({
      ...toProductSummary(product, ctx.shopBaseUrl),
      orderCount: product.order_count,
      totalQuantity: product.total_quantity,
      lastPurchasedDt: product.last_ordered_at,
    })),
    pageInfo: pageInfo(page, total),
  };
}
