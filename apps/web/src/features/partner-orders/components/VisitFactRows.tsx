import type { PartnerVisit } from '@ipju/contract';

type HowToVisit = Pick<PartnerVisit, 'entryMethodLabel' | 'parkingLabel' | 'request'>;

/**
 * How to reach and get into a home (주소, 출입 방법, 주차, 요청 사항) as rows of the caller's <dl>: the partner
 * console's order and the inspector console's inspection print the same rows with the same words. Without an
 * order's visit details (an inspection the company made itself) only the address is known.
 */
export function VisitFactRows({ address, visit }: { address: string | null; visit: HowToVisit | null }) {
  return (
    <>
      {address && <Fact label="주소" value={address} />}
      {visit && <Fact label="출입 방법" value={visit.entryMethodLabel} />}
      {visit && <Fact label="주차" value={visit.parkingLabel} />}
      {visit?.request && <Fact label="요청 사항" value={visit.request} />}
    </>
  );
}

/** One label and value of a <dl> (the order page's facts use it too). */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
