import type { PolicyDocument, PolicySection } from './policy-document.ts';

function sections(channels: readonly string[]): PolicySection[] {
  return [
    {
      id: 'marketing-1',
      title: '1. 수집·이용 목적',
      body: <p>할인 쿠폰, 타임딜, 제철 기획전, 이벤트 등 혜택과 새 소식을 알려 드리기 위해 이용합니다.</p>,
    },
    {
      id: 'marketing-2',
      title: '2. 수집 항목과 받는 방법',
      body: (
        <>
          <p>이메일 주소, 휴대전화번호, 앱 푸시 수신 정보</p>
          <ul>
            {channels.map((channel) => (
              <li key={channel}>{channel}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'marketing-3',
      title: '3. 보유 및 이용 기간',
      body: <p>동의를 철회하거나 회원 탈퇴할 때까지 보유·이용합니다.</p>,
    },
    {
      id: 'marketing-4',
      title: '4. 동의를 거부할 권리',
      body: (
        <p>
          마케팅 정보 수신 동의는 선택 사항입니다. 동의하지 않아도 서비스를 이용할 수 있으며, 다만 혜택 안내를
          받지 못할 수 있습니다.
        </p>
      ),
    },
    {
      id: 'marketing-5',
      title: '5. 동의 변경과 철회',
      body: (
        <p>
          마이페이지 › 설정 › 마케팅 정보 수신 동의에서 이메일과 문자를 각각 켜고 끌 수 있으며, 바뀐 날짜를
          함께 알려 드립니다. 오후 9시부터 오전 8시까지는 광고성 정보를 보내지 않습니다.
        </p>
      ),
    },
  ];
}

export const marketingConsent: PolicyDocument = {
  title: '마케팅 정보 수신 동의',
  versions: [
    {
      effectiveDate: '2025-10-27',
      changes: <p>받는 방법에 앱 푸시 알림을 추가했습니다.</p>,
      sections: sections(['이메일', '문자 메시지(SMS)', '앱 푸시 알림(앱의 알림 설정이 켜진 경우)']),
    },
    { effectiveDate: '2025-03-01', sections: sections(['이메일', '문자 메시지(SMS)']) },
  ],
};
