import { useInspectionSummary } from '../api/inspectorGetInspectionSummary';
import { useCheckInspections } from '../api/inspectorListInspectionsToCheck';
import { useAllInspections } from '../api/inspectorListInspections';
import { useInspectionReports } from '../api/inspectorListInspectionReports';
import { useResultInspections } from '../api/inspectorListMeasuredInspections';

/** The home's queries; only the open tab's list asks the server. */
export function useSummaryAndLists(
  tab: 'check' | 'result' | 'reports' | 'all',
  filter: { keyword: string; residentName: string; complexName: string; page: number },
) {
  return {
    summary: useInspectionSummary(),
    check: useCheckInspections(tab === 'check'),
    result: useResultInspections(tab === 'result'),
    reports: useInspectionReports({ page: filter.page, residentName: filter.residentName, complexName: filter.complexName }, tab === 'reports'),
    all: useAllInspections(filter.keyword, tab === 'all'),
  };
}
