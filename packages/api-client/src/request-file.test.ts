import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi, fileNameFromDisposition, requestFile, resetApiConfig, type OperationMeta } from './index';

const download: OperationMeta = {
  operationId: 'inspectorDownloadReportExcel',
  method: 'GET',
  path: '/api/v2/inspection/{inspectionId}/download/excel',
  auth: 'bearer',
  tags: [],
  pathParams: ['inspectionId'],
  queryParams: [],
  headerParams: [],
  required: ['inspectionId'],
  body: 'none',
  contentType: null,
  noCache: false,
};

afterEach(() => resetApiConfig());

describe('requestFile', () => {
  it('downloads a file with the partner credential and reads its Korean file name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="report.zip"; filename*=UTF-8''${encodeURIComponent('하자목록_101동.xlsx')}` },
        }),
    );
    configureApi({ fetch: fetch as typeof globalThis.fetch, getPartnerToken: () => 'tok' });

    const file = await requestFile(download, { inspectionId: 7 });

    expect(file.fileName).toBe('하자목록_101동.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/inspection/7/download/excel');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('rejects with the server’s Korean message when there is no file', async () => {
    configureApi({
      fetch: (async () =>
        new Response(JSON.stringify({ status: 'error', message: '보고서를 먼저 만들어 주세요.' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        })) as typeof globalThis.fetch,
    });
    const failed = requestFile(download, { inspectionId: 7 });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 409, message: '보고서를 먼저 만들어 주세요.' });
  });

  it('reads plain and encoded file names', () => {
    expect(fileNameFromDisposition('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%EB%B3%B4%EA%B3%A0%EC%84%9C.pdf`)).toBe('보고서.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
