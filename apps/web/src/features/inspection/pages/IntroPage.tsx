import { Clock, Eye, FileSpreadsheet, FileText, FolderArchive, ListChecks, Ruler, Send, Thermometer, TriangleRight, Users, Wind } from 'lucide-react';
import { INSPECTION_TYPE_LABELS, type InspectionType } from '@ipju/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BookInspectionCTA, InspectionPrice } from '../components/BookInspection';
import { INSPECTION_SAMPLE_PATH } from '../paths';
import styles from './InspectionPages.module.css';

/** The five checks in the words a resident uses, with the tool behind each. */
const CHECKS: { type: InspectionType; icon: ReactNode; text: string }[] = [
  { type: 'visual', icon: <Eye />, text: '벽지, 바닥, 타일, 창호, 문, 가구, 전기·설비까지 방마다 눈으로 하나하나 살펴요.' },
  { type: 'level', icon: <Ruler />, text: '레이저 레벨기로 바닥이 한쪽으로 기울지 않았는지 재요.' },
  { type: 'gradient', icon: <TriangleRight />, text: '벽이 곧게 섰는지, 욕실 바닥 물이 배수구 쪽으로 잘 흐르는지 재요.' },
  { type: 'thermal', icon: <Thermometer />, text: '열화상 카메라로 단열이 빠진 곳, 난방 배관이 빈 곳, 결로가 생길 곳을 찾아요.' },
  { type: 'radon', icon: <Wind />, text: '라돈과 새집증후군 물질을 재서 기준과 비교해요.' },
];

const DELIVERABLES: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <FileText />, title: '사진이 담긴 보고서', text: '공간별 하자를 사진과 표시로 정리해 드려요. 휴대폰에서도, PDF로도 볼 수 있어요.' },
  { icon: <FileSpreadsheet />, title: '시공사에 낼 하자 목록', text: '하자 한 건이 한 줄인 엑셀 파일이에요. 그대로 시공사에 내면 돼요.' },
  { icon: <FolderArchive />, title: '공간별 사진 묶음', text: '거실, 주방, 침실별 폴더에 사진을 모아 한 번에 받아요.' },
  { icon: <Send />, title: '하자보수 신청 묶음', text: '도배, 타일, 창호처럼 공종별로 목록과 사진을 나눠 드려요. AS 센터에 접수할 때 써요.' },
  { icon: <ListChecks />, title: '보수 체크리스트', text: '시공사가 고친 하자를 날짜와 함께 하나씩 체크해요.' },
];

/** /pre-inspection-intro: what 사전점검 checks, how long it takes, what the resident gets, its price and booking. */
export default function IntroPage() {
  useHideBottomNav();
  return (
    <>
      <PageHeader title="사전점검 대행" />
      <main className={styles.page}>
        <section className={styles.hero}>
          <p className={styles.kicker}>입주 전 사전점검</p>
          <h2 className={styles.title}>전문가가 장비로 새집 하자를 찾아 드려요</h2>
          <p className={styles.lead}>
            시공사의 사전점검 날 함께 방문해 하자를 기록하고, 시공사에 바로 낼 수 있는 보고서로 정리해 드려요.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="intro-checks">
          <h2 id="intro-checks" className={styles.sectionTitle}>
            이렇게 점검해요
          </h2>
          <ul className={styles.list}>
            {CHECKS.map((check) => (
              <li key={check.type} className={styles.listItem}>
                <span className={styles.icon} aria-hidden="true">
                  {check.icon}
                </span>
                <div>
                  <h3 className={styles.itemTitle}>{INSPECTION_TYPE_LABELS[check.type]}</h3>
                  <p className={styles.itemText}>{check.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="intro-time">
          <h2 id="intro-time" className={styles.sectionTitle}>
            시간과 인원
          </h2>
          <ul className={styles.facts}>
            <li>
              <Clock aria-hidden="true" />
              <span>
                <strong>약 2시간</strong> 걸려요
              </span>
            </li>
            <li>
              <Users aria-hidden="true" />
              <span>
                점검 전문가 <strong>2~3명</strong>이 방문해요
              </span>
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="intro-deliverables">
          <h2 id="intro-deliverables" className={styles.sectionTitle}>
            점검이 끝나면 받아요
          </h2>
          <ul className={styles.list}>
            {DELIVERABLES.map((d) => (
              <li key={d.title} className={styles.listItem}>
                <span className={styles.icon} aria-hidden="true">
                  {d.icon}
                </span>
                <div>
                  <h3 className={styles.itemTitle}>{d.title}</h3>
                  <p className={styles.itemText}>{d.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to={INSPECTION_SAMPLE_PATH} className={styles.secondaryLink}>
            샘플 보고서 보기
          </Link>
        </section>

        <section className={styles.section} aria-labelledby="intro-price">
          <h2 id="intro-price" className={styles.sectionTitle}>
            가격
          </h2>
          <InspectionPrice />
        </section>
      </main>
      <BookInspectionCTA />
    </>
  );
}
