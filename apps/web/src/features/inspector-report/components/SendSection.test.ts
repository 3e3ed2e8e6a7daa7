import { describe, expect, it } from 'vitest';
import { recipientsOf } from './SendSection';

describe('recipientsOf', () => {
  it('takes phone numbers for 문자·알림톡 and e-mail for 이메일, skipping empty rows', () => {
    const rows = [
      { id: 1, name: ' 김하자 ', contact: '01012345678' },
      { id: 2, name: '', contact: '' },
    ];
    expect(recipientsOf(rows, 'sms')).toEqual({ recipients: [{ name: '김하자', phone: '01012345678' }], problem: null });
    expect(recipientsOf([{ id: 3, name: 'AS팀', contact: 'as@builder.co.kr' }], 'email')).toEqual({
      recipients: [{ name: 'AS팀', email: 'as@builder.co.kr' }],
      problem: null,
    });
  });

  it('names the half-filled row before anything is sent', () => {
    expect(recipientsOf([{ id: 1, name: '김하자', contact: '' }], 'email').problem).toBe('김하자님의 이메일을 입력해 주세요.');
    expect(recipientsOf([{ id: 1, name: '', contact: '010' }], 'sms').problem).toBe('1번째 받는 분의 이름을 입력해 주세요.');
    expect(recipientsOf([{ id: 1, name: '', contact: '' }], 'sms').problem).toBe('받는 분의 이름과 연락처를 입력해 주세요.');
  });
});
