import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { renderInShell } from '../../../test/test-utils';

describe('LegalPage', () => {
  it('shows the terms in full, readable without signing in, with links to the other documents', async () => {
    renderInShell(routes, { path: '/policies/terms' });
    expect(await screen.findByRole('heading', { level: 2, name: '이용약관' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '제1조 (목적)' })).toBeInTheDocument();
    expect(screen.getByText(/만 14세 미만인 사람은 회원으로 가입할 수 없습니다\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/policies/privacy');
  });

  it('shows the privacy policy with the third-party provision to the booked company', async () => {
    renderInShell(routes, { path: '/policies/privacy' });
    expect(await screen.findByRole('heading', { name: '제4조 (개인정보의 제3자 제공)' })).toBeInTheDocument();
    expect(screen.getByText(/공동현관 비밀번호는 방문 전날부터 방문 완료 때까지만 열람할 수 있습니다/)).toBeInTheDocument();
  });

  it('says so for an unknown document', async () => {
    renderInShell(routes, { path: '/policies/nothing' });
    expect(await screen.findByText('찾는 문서가 없어요')).toBeInTheDocument();
  });
});
