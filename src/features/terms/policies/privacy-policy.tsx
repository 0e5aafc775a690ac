import { STAR_EXCHANGE } from '#contract/rules/star-rules.ts';
import type { PolicyDocument, PolicySection } from './policy-document.ts';

const collected: PolicySection = {
  id: 'privacy-1',
  title: '1. 수집하는 개인정보',
  body: (
    <table>
      <thead>
        <tr>
          <th scope="col">구분</th>
          <th scope="col">항목</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>네이버로 가입(필수)</td>
          <td>이메일, 별명, 성별, 출생연도, 휴대전화번호</td>
        </tr>
        <tr>
          <td>Apple로 가입(필수)</td>
          <td>이메일(가려진 이메일 포함), 이름</td>
        </tr>
        <tr>
          <td>서비스 이용 중 자동 수집</td>
          <td>기기 식별자, 접속 기록, 앱 버전, 광고 식별자(앱에서 동의한 경우)</td>
        </tr>
        <tr>
          <td>선택</td>
          <td>마케팅 정보 수신 동의 여부(이메일, 문자, 앱 푸시), 설문 응답</td>
        </tr>
      </tbody>
    </table>
  ),
};

const purposes: PolicySection = {
  id: 'privacy-2',
  title: '2. 개인정보의 이용 목적',
  body: (
    <ul>
      <li>회원 식별, 가입 의사 확인, 만 14세 미만 가입 제한</li>
      <li>별 적립·사용·전환, 등급 산정, 주문 내역 연계</li>
      <li>커뮤니티 운영, 부정 이용 방지, 고객 문의 처리</li>
      <li>마케팅 정보 수신에 동의한 회원에게 혜택과 이벤트 안내(선택)</li>
    </ul>
  ),
};

const retention: PolicySection = {
  id: 'privacy-3',
  title: '3. 보유 및 이용 기간',
  body: (
    <>
      <p>
        회원 탈퇴 시 개인정보는 지체 없이 파기합니다. 강제 탈퇴된 회원은 별을 전환할 수 있는{' '}
        {STAR_EXCHANGE.graceMonthsAfterBan}개월이 지난 뒤 파기합니다. 다만 관련 법령에 따라 아래 정보는 정해진
        기간 동안 보관합니다.
      </p>
      <ul>
        <li>계약 또는 청약철회, 대금 결제 및 재화 공급에 관한 기록: 5년 (전자상거래법)</li>
        <li>소비자 불만 또는 분쟁 처리에 관한 기록: 3년 (전자상거래법)</li>
        <li>서비스 접속 기록: 3개월 (통신비밀보호법)</li>
      </ul>
    </>
  ),
};

const thirdParties: PolicySection = {
  id: 'privacy-4',
  title: '4. 제3자 제공',
  body: (
    <p>
      회사는 회원의 동의 없이 개인정보를 제3자에게 제공하지 않습니다. 별을 제휴 포인트로 전환할 때에는 전환에
      필요한 회원 식별 정보만 제휴사에 제공합니다.
    </p>
  ),
};

const rights: PolicySection = {
  id: 'privacy-6',
  title: '6. 회원의 권리와 행사 방법',
  body: (
    <p>
      회원은 언제든지 마이페이지 › 내 정보에서 개인정보를 조회·수정할 수 있고, 설정에서 마케팅 정보 수신
      동의를 철회하거나 회원 탈퇴로 처리 정지를 요청할 수 있습니다.
    </p>
  ),
};

const children: PolicySection = {
  id: 'privacy-7',
  title: '7. 만 14세 미만 아동',
  body: <p>회사는 만 14세 미만 아동의 가입을 받지 않으며, 가입 과정에서 출생연도로 확인합니다.</p>,
};

const devices: PolicySection = {
  id: 'privacy-8',
  title: '8. 기기 식별자와 브라우저 저장소',
  body: (
    <p>
      로그인 유지와 앱 연동을 위해 기기 식별자와 인증 정보를 브라우저 저장소에 보관합니다. 브라우저 설정에서
      삭제할 수 있으며, 삭제하면 다시 로그인해야 합니다.
    </p>
  ),
};

const officer: PolicySection = {
  id: 'privacy-9',
  title: '9. 개인정보 보호책임자',
  body: (
    <p>
      개인정보 보호책임자: 제철장터 개인정보보호팀 (privacy@jecheol.kr). 개인정보 침해에 대한 신고나 상담은
      개인정보침해신고센터(국번 없이 118)에도 하실 수 있습니다.
    </p>
  ),
};

function outsourcing(withDelivery: boolean): PolicySection {
  return {
    id: 'privacy-5',
    title: '5. 개인정보 처리 위탁',
    body: (
      <table>
        <thead>
          <tr>
            <th scope="col">수탁자</th>
            <th scope="col">위탁 업무</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>카페24</td>
            <td>쇼핑몰 운영(주문, 결제, 회원 연동)</td>
          </tr>
          {withDelivery && (
            <tr>
              <td>배송 위탁사</td>
              <td>상품 배송, 배송 조회 안내</td>
            </tr>
          )}
          <tr>
            <td>카카오</td>
            <td>카카오톡 공유</td>
          </tr>
        </tbody>
      </table>
    ),
  };
}

export const privacyPolicy: PolicyDocument = {
  title: '개인정보 처리방침',
  versions: [
    {
      effectiveDate: '2025-08-01',
      noticeDate: '2025-07-25',
      changes: (
        <ul>
          <li>개인정보 처리 위탁 업체 변경(배송 위탁사 추가)</li>
          <li>보유 기간 문구 정비</li>
        </ul>
      ),
      sections: [
        collected,
        purposes,
        retention,
        thirdParties,
        outsourcing(true),
        rights,
        children,
        devices,
        officer,
      ],
    },
    {
      effectiveDate: '2025-03-01',
      sections: [
        collected,
        purposes,
        {
          ...retention,
          body: (
            <p>
              회원 탈퇴 시 개인정보는 지체 없이 파기합니다. 다만 관련 법령이 정한 기록은 그 기간 동안
              보관합니다.
            </p>
          ),
        },
        thirdParties,
        outsourcing(false),
        rights,
        children,
        devices,
        officer,
      ],
    },
  ],
};
