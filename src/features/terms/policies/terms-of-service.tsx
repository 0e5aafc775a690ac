import type { ReactNode } from 'react';
import {
  EXPIRING_SOON_DAYS,
  LEVEL_WINDOW_MONTHS,
  LEVELS,
  STAR_AWARDS,
  STAR_EXCHANGE,
  STAR_VALIDITY_MONTHS,
} from '#contract/rules/star-rules.ts';
import { formatCount } from '../../../platform/format.ts';
import { LevelTableHead } from '../../../ui/level-table-head.tsx';
import { TermsContent } from '../components/terms-content.tsx';
import type { PolicyDocument, PolicySection } from './policy-document.ts';

const n = (value: number) => formatCount(value);

/** Partner points for one exchange unit, e.g. 100별 → 50포인트. */
const unitPartnerPoints = STAR_EXCHANGE.unit * STAR_EXCHANGE.partnerPointsPerStar;

/** Parts that read the same in every version. */
const purpose: PolicySection = {
  id: 'article-1',
  title: '제1조 (목적)',
  body: (
    <p>
      이 약관은 제철장터(이하 “회사”)가 제공하는 제철장터 웹 서비스와 앱(이하 “서비스”)을 이용하는 데 필요한
      회사와 회원의 권리, 의무 및 책임 사항을 정합니다.
    </p>
  ),
};

const definitions: PolicySection = {
  id: 'article-2',
  title: '제2조 (용어의 정의)',
  body: (
    <ol>
      <li>
        “회원”이란 네이버 또는 Apple 계정으로 로그인하여 이 약관에 동의하고 서비스를 이용하는 사람을 말합니다.
      </li>
      <li>
        “별”이란 회사가 회원의 구매, 활동, 이벤트 참여 등에 따라 적립해 드리는 이 서비스 전용 보상을 말합니다.
        별은 현금으로 돌려받을 수 없습니다.
      </li>
      <li>“제휴 포인트”란 별을 전환하여 쇼핑몰에서 결제에 쓸 수 있는 제휴사의 포인트를 말합니다.</li>
      <li>“쇼핑몰”이란 장바구니, 주문, 결제, 배송을 처리하는 회사의 제휴 쇼핑몰(카페24)을 말합니다.</li>
    </ol>
  ),
};

const posting: PolicySection = {
  id: 'article-3',
  title: '제3조 (약관의 게시와 개정)',
  body: (
    <ol>
      <li>회사는 이 약관을 서비스 화면(마이페이지 › 설정 › 서비스 이용약관)에 게시합니다.</li>
      <li>
        회사는 관련 법령을 어기지 않는 범위에서 약관을 개정할 수 있으며, 개정 내용과 시행일을 시행일 7일
        전부터 공지합니다. 회원에게 불리한 변경은 30일 전부터 공지하고 서비스 안의 안내 창으로 따로 알려
        드립니다.
      </li>
      <li>
        공지한 기간 안에 거부 의사를 밝히지 않으시면 개정 약관에 동의한 것으로 봅니다. 동의하지 않으시는
        회원은 이용 계약을 해지(탈퇴)할 수 있습니다.
      </li>
    </ol>
  ),
};

const membership: PolicySection = {
  id: 'article-4',
  title: '제4조 (회원 가입과 탈퇴)',
  body: (
    <ol>
      <li>
        만 14세 이상인 분은 네이버 또는 Apple 계정으로 로그인한 뒤 약관에 동의하여 회원이 될 수 있습니다.
      </li>
      <li>
        회원은 언제든지 마이페이지 › 설정 › 회원 탈퇴에서 탈퇴할 수 있습니다. 탈퇴하면 남은 별은 소멸합니다.
      </li>
      <li>
        회원이 타인의 정보를 도용하거나 서비스 운영을 고의로 방해한 경우 회사는 이용을 정지하거나 강제
        탈퇴시킬 수 있습니다.
      </li>
    </ol>
  ),
};

const service: PolicySection = {
  id: 'article-5',
  title: '제5조 (서비스의 제공)',
  body: (
    <p>
      회사는 타임딜, 제철·지역 특산물 기획전, 베스트, 검색, 커뮤니티, 별과 등급, 공지사항, 게임을 제공합니다.
      주문과 결제, 배송, 쿠폰은 쇼핑몰의 약관을 따릅니다.
    </p>
  ),
};

const earning: PolicySection = {
  id: 'article-6',
  title: '제6조 (별의 적립과 유효기간)',
  body: (
    <ol>
      <li>
        별은 구매 확정, 커뮤니티 활동, 게임, 이벤트 참여 등 회사가 안내한 기준에 따라 적립됩니다. 가입하면{' '}
        <strong>{n(STAR_AWARDS.welcome)}별</strong>, 앱으로 처음 로그인하면{' '}
        <strong>{n(STAR_AWARDS.appLoginBonus)}별</strong>을 한 번 드립니다.
      </li>
      <li>
        적립된 별은 적립한 달로부터 <strong>{STAR_VALIDITY_MONTHS}개월</strong>이 지난 달의 말일까지 쓸 수
        있고, 그다음 날 0시(한국 시간)에 소멸합니다. 소멸 {EXPIRING_SOON_DAYS}일 전부터 마이페이지에서 소멸
        예정 별을 알려 드립니다.
      </li>
      <li>별은 유효기간이 먼저 끝나는 것부터 사용됩니다.</li>
    </ol>
  ),
};

const levels: PolicySection = {
  id: 'article-8',
  title: '제8조 (회원 등급)',
  body: (
    <>
      <p>
        등급은 최근 {LEVEL_WINDOW_MONTHS}개월 동안 적립한 별을 기준으로 정하며, 별을 쓰거나 전환해도 등급은
        내려가지 않습니다.
      </p>
      <table>
        <LevelTableHead />
        <tbody>
          {LEVELS.map((level) => (
            <tr key={level.level}>
              <td>
                {level.level}단계 {level.name}
              </td>
              <td>{level.minEarned === 0 ? '가입 시' : `${n(level.minEarned)}별 이상`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  ),
};

const community: PolicySection = {
  id: 'article-9',
  title: '제9조 (커뮤니티 게시물)',
  body: (
    <ol>
      <li>
        게시물의 저작권은 작성한 회원에게 있으며, 회사는 서비스 안에서 게시물을 보여 주는 데 필요한 범위에서만
        씁니다.
      </li>
      <li>
        욕설, 광고, 개인정보 노출, 타인의 권리를 침해하는 게시물은 신고가 일정 수 이상 쌓이면 숨겨지고, 회사가
        삭제할 수 있습니다. 반복되면 이용이 정지될 수 있습니다.
      </li>
    </ol>
  ),
};

const disclaimer: PolicySection = {
  id: 'article-11',
  title: '제11조 (책임의 제한)',
  body: (
    <p>
      회사는 천재지변, 통신 장애 등 회사가 통제할 수 없는 사유로 서비스를 제공하지 못한 경우 책임을 지지
      않습니다. 다만 회사의 고의 또는 과실로 회원에게 손해가 생긴 경우에는 관련 법령에 따라 배상합니다.
    </p>
  ),
};

const disputes: PolicySection = {
  id: 'article-12',
  title: '제12조 (분쟁 해결)',
  body: (
    <p>
      서비스 이용과 관련한 분쟁은 대한민국 법을 따르며, 소송은 민사소송법에 따른 관할 법원에 제기합니다.
      회원은 한국소비자원 등 분쟁조정기관에 조정을 신청할 수도 있습니다.
    </p>
  ),
};

/**
 * The articles in their order. Only the exchange article (7), the service-stop article (10) and the
 * addendum read differently from one version to the next.
 */
function articles(exchange: ReactNode, serviceStop: ReactNode, addendum: ReactNode): PolicySection[] {
  return [
    purpose,
    definitions,
    posting,
    membership,
    service,
    earning,
    { id: 'article-7', title: '제7조 (별의 사용과 제휴 포인트 전환)', body: exchange },
    levels,
    community,
    { id: 'article-10', title: '제10조 (서비스의 중단)', body: serviceStop },
    disclaimer,
    disputes,
    { id: 'addendum', title: '부칙', body: addendum },
  ];
}

/** The version in force: the change announced on 26 Sep 2025 (spec section 2). */
const current = {
  effectiveDate: '2025-10-27',
  noticeDate: '2025-09-26',
  changes: <TermsContent />,
  sections: articles(
    <ol>
      <li>
        별은 제휴 포인트로 <strong>1:{STAR_EXCHANGE.partnerPointsPerStar}</strong>의 비율로 전환할 수
        있습니다(
        {n(STAR_EXCHANGE.unit)}별 → 제휴 포인트 {n(unitPartnerPoints)}점).
      </li>
      <li>
        전환은 <strong>{n(STAR_EXCHANGE.unit)}별 단위</strong>로, 한 번에 {n(STAR_EXCHANGE.minimum)}별부터{' '}
        {n(STAR_EXCHANGE.maximum)}별까지 신청할 수 있습니다.
      </li>
      <li>
        영구 이용 정지되거나 강제 탈퇴된 회원은 그때부터{' '}
        <strong>{STAR_EXCHANGE.graceMonthsAfterBan}개월 이내</strong>에 보유한 별을 전환할 수 있으며, 이
        기간이 지나면 남은 별과 쿠폰은 소멸합니다.
      </li>
    </ol>,
    <ol>
      <li>회사는 시스템 점검, 설비 교체 등 부득이한 경우 서비스를 잠시 멈출 수 있으며, 미리 공지합니다.</li>
      <li>
        회사가 서비스를 종료하는 경우 <strong>{STAR_EXCHANGE.serviceStopNoticeDays}일 전</strong>에 공지하며,
        보유한 별과 쿠폰은 서비스 종료일에 소멸합니다.
      </li>
    </ol>,
    <p>이 약관은 2025년 10월 27일부터 시행합니다. 2025년 9월 26일에 공지했습니다.</p>,
  ),
};

/**
 * The terms from the service's opening until 26 Oct 2025. Its exchange and service-stop articles are
 * written out as they read then (5,000 stars a unit, no month of grace, no stop clause), not from
 * today's constants; the other articles did not change.
 */
const opening = {
  effectiveDate: '2025-03-01',
  sections: articles(
    <ol>
      <li>별은 5,000별 단위로 제휴 포인트로 전환할 수 있습니다.</li>
      <li>이용이 정지되거나 탈퇴한 회원의 별은 그 즉시 소멸합니다.</li>
    </ol>,
    <p>회사는 시스템 점검, 설비 교체 등 부득이한 경우 서비스를 잠시 멈출 수 있으며, 미리 공지합니다.</p>,
    <p>이 약관은 2025년 3월 1일부터 시행합니다.</p>,
  ),
};

export const termsOfService: PolicyDocument = {
  title: '서비스 이용약관',
  versions: [current, opening],
};
