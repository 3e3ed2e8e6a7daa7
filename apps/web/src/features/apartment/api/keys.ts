/** Query keys of the complexes: public reads, the same for everyone. */
export const apartmentKeys = {
  all: ['aparts'] as const,
  search: (q: string) => [...apartmentKeys.all, 'search', q] as const,
  areas: (apartmentIdx: number) => [...apartmentKeys.all, apartmentIdx, 'areas'] as const,
};
