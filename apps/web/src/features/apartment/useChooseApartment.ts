import { useEffect } from 'react';
import { useToast } from '../../components/ui/Toast/Toast';
import { useAuth } from '../auth';
import { useUpdateResidentApartment } from './api/updateResidentApartment';
import { getChosenApartment, setChosenApartment, useChosenApartment } from './chosen-apartment';
import type { ChosenApartment } from './chosen-apartment';

/**
 * Chooses the complex and 평형: always on this device, and for signed-in residents also on their
 * account (PUT /residents/apartment) so other devices and the native app see it.
 */
export function useChooseApartment() {
  const { isLoggedIn, refresh } = useAuth();
  const update = useUpdateResidentApartment();
  const toast = useToast();

  /** True when the complex was saved on the account (it is then the resident's current home). */
  const choose = async (chosen: ChosenApartment): Promise<boolean> => {
    setChosenApartment(chosen);
    if (!isLoggedIn || chosen.areaIdx == null) return false;
    try {
      await update.mutateAsync({ apartmentIdx: chosen.apartmentIdx, areaIdx: chosen.areaIdx });
      await refresh();
      return true;
    } catch {
      toast.show('단지를 내 정보에 저장하지 못했어요. 이 기기에서는 고른 단지로 보여 드릴게요.');
      return false;
    }
  };

  return { choose, saving: update.isPending };
}

/**
 * For signed-in residents with a complex on their account and none chosen on this device, adopts
 * the account's complex and 평형.
 */
export function useAdoptAccountApartment(): ChosenApartment | null {
  const { user } = useAuth();
  const chosen = useChosenApartment();
  useEffect(() => {
    if (!user || getChosenApartment()) return;
    if (user.apartmentIdx == null || !user.complexName) return;
    setChosenApartment({
      apartmentIdx: user.apartmentIdx,
      name: user.complexName,
      areaIdx: user.areaIdx ?? null,
      pyeong: user.pyeong ?? null,
      exclusiveArea: null,
    });
  }, [user]);
  return chosen;
}
