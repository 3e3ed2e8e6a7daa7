interface SandboxAnswer {
  code?: number;
  message?: string | null;
}

/**
 * Demo only: the PortOne sandbox's bank (POST /sandbox/portone/vbank/deposit { imp_uid }) marks an issued
 * virtual account as paid and sends the webhook, as a real deposit would. Not our API (it is not in the
 * OpenAPI document), so a plain same-origin fetch.
 */
export async function simulateVbankDeposit(impUid: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/sandbox/portone/vbank/deposit', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ imp_uid: impUid }),
    });
  } catch {
    throw new Error('입금 처리를 하지 못했어요. 인터넷 연결을 확인해 주세요.');
  }
  const answer = (await response.json().catch(() => null)) as SandboxAnswer | null;
  if (response.ok && answer?.code === 0) return;
  const message = answer?.message;
  throw new Error(message && /[가-힣]/.test(message) ? message : '입금 처리를 하지 못했어요. 잠시 후 다시 시도해 주세요.');
}
