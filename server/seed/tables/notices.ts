/**
 * Notices with Korean HTML bodies (the SPA sanitises them with DOMPurify before rendering).
 * `daysAgo` places them relative to the seeding instant; the last one is an unpublished draft.
 */
export interface NoticePlan {
  noticeId: number;
  title: string;
  bodyHtml: string;
  daysAgo: number;
  published: boolean;
  /** Lists first (0014_notice). */
  pinned?: boolean;
}

export const noticePlans: readonly NoticePlan[] = [
  {
    noticeId: 1,
    title: '제철장터 서비스 오픈 안내',
    bodyHtml:
      '<p>안녕하세요, 제철장터입니다.</p><p>전국 산지의 제철 식재료를 가장 맛있을 때 보내 드리는 <strong>제철장터</strong>가 문을 열었습니다.</p><ul><li>매일 새로운 타임딜</li><li>17개 시·도 로컬 상점</li><li>구매할수록 쌓이는 별</li></ul><p>많은 이용 부탁드립니다.</p>',
    daysAgo: 180,
    published: true,
  },
  {
    noticeId: 2,
    title: '개인정보 처리방침 개정 안내',
    bodyHtml:
      '<p>개인정보 처리방침이 일부 개정되어 안내드립니다.</p><h3>주요 변경 사항</h3><ul><li>개인정보 처리 위탁 업체 변경(배송 위탁사 추가)</li><li>보유 기간 문구 정비</li></ul><p>변경된 방침은 공지일로부터 7일 후 시행됩니다.</p>',
    daysAgo: 120,
    published: true,
  },
  {
    noticeId: 3,
    title: '서비스 이용약관 개정 안내 (별 사용 및 소멸 기준 변경)',
    pinned: true,
    bodyHtml:
      '<p>서비스 이용약관이 아래와 같이 개정됩니다.</p><table><thead><tr><th>구분</th><th>내용</th></tr></thead><tbody><tr><td>공지일</td><td>2025년 9월 26일</td></tr><tr><td>시행일</td><td>2025년 10월 27일</td></tr></tbody></table><h3>변경 내용</h3><ul><li>별은 제휴 포인트로 1:0.5 비율로 전환됩니다.</li><li>최소 전환 단위가 5,000별에서 100별로 변경됩니다.</li><li>회사가 서비스를 중단하는 경우 30일 전에 공지하고, 중단일에 별과 쿠폰이 소멸됩니다.</li></ul><p>11월 24일까지 거부 의사를 밝히지 않으시면 동의한 것으로 봅니다.</p>',
    daysAgo: 56,
    published: true,
  },
  {
    noticeId: 4,
    title: '시스템 정기 점검 안내',
    bodyHtml:
      '<p>보다 안정적인 서비스를 위해 시스템 정기 점검을 진행합니다.</p><p><strong>점검 시간: 매주 화요일 오전 2시 ~ 오전 4시</strong></p><p>점검 중에는 주문과 로그인이 일시적으로 제한될 수 있습니다. 이용에 불편을 드려 죄송합니다.</p>',
    daysAgo: 45,
    published: true,
  },
  {
    noticeId: 5,
    title: '제주·도서산간 지역 배송비 안내',
    bodyHtml:
      '<p>제주 및 도서산간 지역은 추가 배송비가 발생합니다.</p><ul><li>제주: 3,000원</li><li>도서산간: 5,000원</li></ul><p>신선식품은 산지 사정에 따라 배송이 1~2일 늦어질 수 있습니다.</p>',
    daysAgo: 40,
    published: true,
  },
  {
    noticeId: 6,
    title: '고객센터 운영 시간 변경 안내',
    bodyHtml:
      '<p>고객센터 운영 시간이 변경됩니다.</p><p>평일 오전 9시 ~ 오후 6시 (점심시간 낮 12시 ~ 오후 1시)<br>주말 및 공휴일 휴무</p><p>1:1 문의는 24시간 접수되며 순차적으로 답변드립니다.</p>',
    daysAgo: 33,
    published: true,
  },
  {
    noticeId: 7,
    title: '제철장터를 사칭한 문자 메시지 주의 안내',
    bodyHtml:
      '<p>최근 제철장터를 사칭해 결제나 개인정보 입력을 요구하는 문자가 확인되었습니다.</p><p><strong>제철장터는 문자로 결제 링크나 비밀번호를 요구하지 않습니다.</strong></p><p>의심스러운 문자를 받으셨다면 링크를 누르지 마시고 고객센터로 알려 주세요.</p>',
    daysAgo: 27,
    published: true,
  },
  {
    noticeId: 8,
    title: '김장철 절임배추 예약 배송 안내',
    bodyHtml:
      '<p>괴산 절임배추 예약 배송 일정을 안내드립니다.</p><ol><li>주문 시 원하는 도착일을 선택해 주세요.</li><li>도착 전날 오후에 절임 작업 후 출고됩니다.</li><li>받으신 날 바로 김장하시는 것이 가장 좋습니다.</li></ol>',
    daysAgo: 20,
    published: true,
  },
  {
    noticeId: 9,
    title: '커뮤니티 운영 정책 안내',
    bodyHtml:
      '<p>모두가 즐거운 커뮤니티를 위해 운영 정책을 안내드립니다.</p><ul><li>욕설, 비방, 광고성 게시물은 예고 없이 삭제될 수 있습니다.</li><li>신고가 누적된 계정은 이용이 제한될 수 있습니다.</li></ul>',
    daysAgo: 14,
    published: true,
  },
  {
    noticeId: 10,
    title: '앱 업데이트 안내 (버전 2.29.0)',
    bodyHtml:
      '<p>제철장터 앱이 업데이트되었습니다.</p><ul><li>타임딜 남은 시간 표시 개선</li><li>지역 상점 찾기 속도 개선</li><li>자잘한 오류 수정</li></ul><p>원활한 이용을 위해 최신 버전으로 업데이트해 주세요.</p>',
    daysAgo: 9,
    published: true,
  },
  {
    noticeId: 11,
    title: '신규 로컬 상점 입점 안내',
    bodyHtml:
      '<p>이번 달 새로운 로컬 상점이 입점했습니다.</p><ul><li>인제 용대리 황태덕장</li><li>산청 지리산 토종꿀</li><li>부산 영도 수제어묵</li></ul><p>지역 상점 메뉴에서 만나 보세요.</p>',
    daysAgo: 5,
    published: true,
  },
  {
    noticeId: 12,
    title: '연말 배송 일정 안내',
    bodyHtml:
      '<p>연말 물량 증가로 일부 지역의 배송이 지연될 수 있습니다.</p><p>12월 29일(월) 오후 2시 이전 주문까지 연내 출고됩니다. 신선식품은 주말 도착을 피해 발송됩니다.</p>',
    daysAgo: 1,
    published: true,
  },
  {
    noticeId: 13,
    title: '[작성 중] 설 연휴 배송 안내',
    bodyHtml: '<p>설 연휴 배송 일정은 확정되는 대로 안내드리겠습니다.</p>',
    daysAgo: 0,
    published: false,
  },
];
