import { STAR_WORD } from '#contract/rules/star-rules.ts';
import styles from './terms-modal.module.css';

/** The revised terms of spec section 2, word for word what the shopper agrees to. */
export function TermsContent() {
  return (
    <div className={styles.body}>
      <section aria-labelledby="terms-schedule">
        <h3 id="terms-schedule" className={styles.heading}>
          변경 일정
        </h3>
        <dl className={styles.schedule}>
          <div>
            <dt>공지일</dt>
            <dd>2025년 9월 26일</dd>
          </div>
          <div>
            <dt>시행일</dt>
            <dd>2025년 10월 27일</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="terms-summary">
        <h3 id="terms-summary" className={styles.heading}>
          변경 내용
        </h3>
        <p className={styles.summary}>{STAR_WORD} 사용 및 소멸 기준 변경</p>
      </section>

      <section aria-labelledby="terms-compare">
        <h3 id="terms-compare" className={styles.heading}>
          변경 전/후 비교
        </h3>
        <table className={styles.compare}>
          <thead>
            <tr>
              <th scope="col">변경 전</th>
              <th scope="col">변경 후</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{STAR_WORD}은 5,000개 단위로 제휴 포인트로 전환할 수 있습니다.</td>
              <td>
                {STAR_WORD}은 <strong>100개 단위</strong>로 제휴 포인트로 전환할 수 있으며, 전환 비율은{' '}
                <strong>1:0.5</strong>입니다.
              </td>
            </tr>
            <tr>
              <td>-</td>
              <td>
                영구 이용 정지 또는 강제 탈퇴된 경우 그날부터 <strong>1개월 이내</strong>에 보유한 {STAR_WORD}
                을 전환할 수 있으며, 이 기간이 지나면 남은 {STAR_WORD}과 쿠폰은 소멸됩니다.
              </td>
            </tr>
            <tr>
              <td>(신설)</td>
              <td>
                회사가 서비스를 종료하는 경우 <strong>30일 전</strong>에 알려 드리며, 보유한 {STAR_WORD}과
                쿠폰은 서비스 종료일에 소멸됩니다.
              </td>
            </tr>
          </tbody>
        </table>
      </section>

      <p className={styles.notice}>
        변경된 약관에 동의하지 않으시면 <strong>11월 24일</strong>까지 거부 의사를 밝혀 주세요. 이 기간 안에
        거부 의사를 밝히지 않으시면 변경된 약관에 동의하신 것으로 봅니다.
      </p>
    </div>
  );
}
