import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, outboxFor, uniquePhone, type TestContext } from '../../../test/helpers';
import { createMessageSender } from './index';
import { createSolapiSender, MessageSendError } from './solapi-sender';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const options = { apiKey: 'key', apiSecret: 'secret', sender: '02-1234-5678' };

describe('Solapi sender', () => {
  it('sends SMS through the SDK and records it as sent', async () => {
    const send = vi.fn().mockResolvedValue({ failedMessageList: [] });
    const sender = createSolapiSender(t.db, { ...options, client: { send } });
    const to = uniquePhone();
    await sender.send({ channel: 'sms', to, body: '[입주] 인증번호 [123456]를 입력해 주세요. (5분 이내)' });
    expect(send).toHaveBeenCalledWith({ to, from: '0212345678', text: '[입주] 인증번호 [123456]를 입력해 주세요. (5분 이내)' });
    const [row] = await outboxFor(t.db, to);
    expect(row).toMatchObject({ provider: 'solapi', status: 'sent', channel: 'sms', error: null });
  });

  it('sends AlimTalk with its template and records it', async () => {
    const send = vi.fn().mockResolvedValue({ failedMessageList: [] });
    const sender = createSolapiSender(t.db, { ...options, client: { send } });
    const to = uniquePhone();
    await sender.send({ channel: 'alimtalk', to, body: '주문이 접수되었어요.', payload: { pfId: 'PF1', templateId: 'TPL1', variables: { '#{name}': '김입주' } } });
    expect(send.mock.calls[0]![0]).toMatchObject({ kakaoOptions: { pfId: 'PF1', templateId: 'TPL1', variables: { '#{name}': '김입주' } } });
  });

  it('records a failure with the reason and throws', async () => {
    const send = vi.fn().mockRejectedValue(new Error('잔액 부족'));
    const sender = createSolapiSender(t.db, { ...options, client: { send } });
    const to = uniquePhone();
    await expect(sender.send({ channel: 'sms', to, body: 'x' })).rejects.toBeInstanceOf(MessageSendError);
    const [row] = await outboxFor(t.db, to);
    expect(row).toMatchObject({ provider: 'solapi', status: 'failed' });
    expect(row!.error).toContain('잔액 부족');
  });

  it('treats messages the provider did not accept as failed', async () => {
    const send = vi.fn().mockResolvedValue({ failedMessageList: [{ to: 'x', statusCode: '1062', statusMessage: '발신번호 미등록' }] });
    const sender = createSolapiSender(t.db, { ...options, client: { send } });
    const to = uniquePhone();
    await expect(sender.send({ channel: 'sms', to, body: 'x' })).rejects.toThrow(/rejected/);
    expect((await outboxFor(t.db, to))[0]!.status).toBe('failed');
  });

  it('only records channels Solapi does not carry', async () => {
    const send = vi.fn();
    const sender = createSolapiSender(t.db, { ...options, client: { send } });
    await sender.send({ channel: 'email', to: 'kim@example.com', subject: '안내', body: '본문' });
    expect(send).not.toHaveBeenCalled();
  });

  it('is chosen by SMS_PROVIDER=solapi and needs its credentials', () => {
    const config = loadConfig({ SMS_PROVIDER: 'solapi', SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's', SOLAPI_SENDER: '0212345678' });
    expect(createMessageSender(config, t.db).name).toBe('solapi');
    expect(() => createMessageSender(loadConfig({ SMS_PROVIDER: 'solapi' }), t.db)).toThrow(/SOLAPI_API_KEY/);
    expect(createMessageSender(loadConfig({}), t.db).name).toBe('outbox');
  });
});

describe('sign-in code when the provider fails', () => {
  it('answers 503 in Korean and the failure is recorded', async () => {
    const failing = await createTestApp();
    // Swap in a failing Solapi client through the real sender on the same database.
    const { buildApp } = await import('../../app');
    const { createAppDeps } = await import('../../app-deps');
    const sender = createSolapiSender(failing.db, { ...options, client: { send: vi.fn().mockRejectedValue(new Error('down')) } });
    const app = await buildApp(createAppDeps(failing.config, failing.database, { messages: sender }), { logger: false });
    await app.ready();
    const phone = uniquePhone();
    const res = await app.inject({ method: 'POST', url: '/api/v2/auths/phone_send', payload: { phone }, remoteAddress: '10.77.1.1' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('인증번호 문자를 보내지 못했어요. 잠시 후 다시 요청해 주세요.');
    expect((await outboxFor(failing.db, phone))[0]!.status).toBe('failed');
    await app.close();
    await failing.close();
  });
});
