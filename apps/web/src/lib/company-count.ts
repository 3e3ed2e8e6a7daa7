/** How many companies sell these services: a company with two services (스탠다드, 프리미엄) is one 곳. */
export function companyCount(items: ReadonlyArray<{ partner: { partnerIdx: number } }>): number {
  return new Set(items.map((item) => item.partner.partnerIdx)).size;
}
