import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { partnerCertificates } from '../../db/schema';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInStaff } from '../../../test/factories/staff';
import { uploadFile } from '../../../test/factories/uploads';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { MAX_PENDING_CERTIFICATES } from './partner-profile.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('certificates under concurrent requests', () => {
  itOnPostgres('PostgreSQL only: 20 staff decisions at once decide a document once', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const staff = await createSignedInStaff(t.app, t.db);
    const fileKey = await uploadFile(t, p.headers, 'certificate');
    const submitted = await t.app.inject({ method: 'PATCH', url: '/api/v2/partner/certificate', headers: p.headers, payload: { kind: 'business', name: '사업자등록증', fileKey } });
    const { certificateIdx } = submitted.json().data.certificates[0];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v2/staff/partner-certificates/${certificateIdx}`,
          headers: staff.headers,
          payload: i % 2 ? { decision: 'approve' } : { decision: 'reject', reason: '글자가 흐려요.' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.status;
    const [row] = await t.db.select().from(partnerCertificates).where(eq(partnerCertificates.certificateIdx, certificateIdx));
    expect(row!.status).toBe(winner);
  });

  itOnPostgres('PostgreSQL only: uploads at once never pass the pending limit', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const keys = await Promise.all(Array.from({ length: MAX_PENDING_CERTIFICATES + 5 }, () => uploadFile(t, p.headers, 'certificate')));
    const results = await Promise.all(
      keys.map((fileKey) =>
        t.app.inject({ method: 'PATCH', url: '/api/v2/partner/certificate', headers: p.headers, payload: { kind: 'license', name: '실내건축공사업 면허', fileKey } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_PENDING_CERTIFICATES);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const rows = await t.db.select().from(partnerCertificates).where(eq(partnerCertificates.partnerIdx, p.partner.partnerIdx));
    expect(rows).toHaveLength(MAX_PENDING_CERTIFICATES);
  });
});
