import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerProfileKeys } from './keys';

export const partnerCertificatesQuery = () =>
  queryOptions({
    queryKey: partnerProfileKeys.certificates(),
    queryFn: async () => (await api.partnerListCertificates()).data,
  });

export function usePartnerCertificates() {
  return useQuery(partnerCertificatesQuery());
}
