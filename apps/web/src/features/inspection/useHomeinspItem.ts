import { useAdoptAccountApartment } from '../apartment';
import { useItems } from '../catalog';
import { HOMEINSP_CODE } from './paths';

/**
 * The 사전점검 service the intro and sample pages sell: the catalogue's recommended homeinsp item, priced for the
 * resident's chosen complex and 평형 (its special price where the complex has one).
 */
export function useHomeinspItem() {
  const chosen = useAdoptAccountApartment();
  const items = useItems({
    itemType: HOMEINSP_CODE,
    itemSortType: 'recommended',
    limit: 1,
    apartmentIdx: chosen?.apartmentIdx,
    pyeong: chosen?.pyeong ?? undefined,
  });
  return { query: items, item: items.data?.items[0] ?? null, apartmentName: items.data?.apartment?.name ?? null };
}
