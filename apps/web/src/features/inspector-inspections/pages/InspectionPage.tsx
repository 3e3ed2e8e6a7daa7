import { Camera, FileText, Pencil, UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { VirtualCallButton } from '../../../components/entities/VirtualCallButton/VirtualCallButton';
import { Button } from '../../../components/ui/Button/Button';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate, formatHour } from '../../../lib/format';
import { INSPECTOR_HOME, inspectionPhotosPath, inspectionReportPath } from '../../../lib/inspector-paths';
import { useInspectorHeader } from '../../inspector-auth';
import { EntryCodeButton, VisitFactRows } from '../../partner-orders';
import { useInspection } from '../api/inspectorGetInspection';
import { useInspectionNumber } from '../api/inspectorGetInspectionVirtualNumber';
import { useOrderVisit } from '../api/partnerGetVisit';
import { ResidentLinkSheet } from '../components/ResidentLinkSheet';
import { SpacesEditorSheet } from '../components/SpacesEditorSheet';
import { TypeStateList } from '../components/TypeStateList';
import styles from './InspectionPage.module.css';

/**
 * /inspector/inspections/:inspectionId: the home (단지, 동·호, 평형, visit date, resident with their phone masked
 * and a call through the inspection's 050 안심번호, address, and for an ordered inspection the order's 출입 방법, door code, 주차 and 요청 사항), the five types
 * with their state and counts (each opens its recording screen), the spaces (edit in a sheet), linking a
 * resident, and the way to photos and the report.
 */
export function InspectionPage() {
  const inspectionIdx = Number(useParams().inspectionId);
  const inspection = useInspection(inspectionIdx);
  // How to get into the home, when the inspection comes from a paid order (asked once its line is known).
  const orderVisit = useOrderVisit(inspection.data?.orderLineIdx ?? null);
  const call = useInspectionNumber(inspectionIdx);
  const [sheet, setSheet] = useState<'spaces' | 'resident' | null>(null);
  useInspectorHeader({ title: inspection.data?.homeLabel ?? '점검', backTo: INSPECTOR_HOME });

  if (!inspection.data) {
    if (inspection.isPending) {
      return (
        <SkeletonGroup className={styles.page} label="점검을 불러오고 있어요">
          <Skeleton height={140} radius={16} />
          <SkeletonText lines={5} />
        </SkeletonGroup>
      );
    }
    return <LoadError title="점검을 불러오지 못했어요" error={inspection.error} onRetry={() => void inspection.refetch()} />;
  }
  const detail = inspection.data;
  const visit = detail.visitDate ? `${formatDate(detail.visitDate)}${detail.visitHour !== null ? ` ${formatHour(detail.visitHour)}` : ''}` : '미정';

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label="점검 정보">
        <div className={styles.cardTop}>
          <span className={styles.status}>{detail.statusLabel}</span>
          {detail.isSample && <span className={styles.status}>샘플</span>}
        </div>
        <h2 className={styles.home}>{detail.homeLabel}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>평형</dt>
            <dd>{detail.areaLabel || '미정'}</dd>
          </div>
          <div>
            <dt>방문일</dt>
            <dd>{visit}</dd>
          </div>
          <div>
            <dt>입주민</dt>
            <dd>
              {detail.residentName ? (
                <>
                  {detail.residentName} 님
                  {detail.residentPhoneMasked && <span className={styles.tel}>{detail.residentPhoneMasked}</span>}
                  {detail.canCall && (
                    <span className={styles.call}>
                      <VirtualCallButton call={call} />
                    </span>
                  )}
                </>
              ) : (
                '연결 전'
              )}
            </dd>
          </div>
          <VisitFactRows address={detail.address} visit={orderVisit.data ?? null} />
          {detail.builder && (
            <div>
              <dt>시공사</dt>
              <dd>{detail.builder}</dd>
            </div>
          )}
        </dl>
        {orderVisit.data && <EntryCodeButton visit={orderVisit.data} />}
        <Button variant="secondary" size="sm" leftIcon={<UserRoundPlus aria-hidden="true" size={16} />} onClick={() => setSheet('resident')}>
          {detail.residentName ? '입주민 바꾸기' : '입주민 연결하기'}
        </Button>
      </section>

      <section className={styles.section} aria-labelledby="types-title">
        <h2 id="types-title" className={styles.sectionTitle}>
          점검 항목 <span className={styles.sub}>{detail.completedTypeCount}/5 작성 완료</span>
        </h2>
        <TypeStateList inspectionIdx={inspectionIdx} types={detail.types} />
      </section>

      <section className={styles.section} aria-labelledby="spaces-title">
        <div className={styles.sectionHead}>
          <h2 id="spaces-title" className={styles.sectionTitle}>
            공간 <span className={styles.sub}>{detail.spaces.length}곳</span>
          </h2>
          <Button variant="ghost" size="sm" leftIcon={<Pencil aria-hidden="true" size={16} />} onClick={() => setSheet('spaces')}>
            공간 편집
          </Button>
        </div>
        <ul className={styles.spaces}>
          {detail.spaces.map((space) => (
            <li key={space.spaceIdx} className={styles.space}>
              {space.name}
            </li>
          ))}
        </ul>
      </section>

      <nav className={styles.links} aria-label="사진과 보고서">
        <Link to={inspectionPhotosPath(inspectionIdx)} className={styles.link}>
          <Camera aria-hidden="true" size={20} /> 사진
        </Link>
        <Link to={inspectionReportPath(inspectionIdx)} className={styles.link}>
          <FileText aria-hidden="true" size={20} /> 보고서
        </Link>
      </nav>

      {sheet === 'spaces' && <SpacesEditorSheet inspectionIdx={inspectionIdx} spaces={detail.spaces} isOpen onClose={() => setSheet(null)} />}
      {sheet === 'resident' && <ResidentLinkSheet inspectionIdx={inspectionIdx} isOpen onClose={() => setSheet(null)} />}
    </div>
  );
}
