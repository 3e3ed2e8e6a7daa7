import type { PartnerItemDetail } from '@ipju/contract';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { FileField } from '../../../components/ui/FileField/FileField';
import { FormError } from '../../../components/ui/FormError/FormError';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { uploadPhoto } from '../../../lib/photo-upload';
import { usePartnerHeader } from '../../partner-auth';
import { useAddPortfolioPhoto } from '../api/partnerAddPortfolioPhoto';
import { usePartnerItem } from '../api/partnerGetItem';
import { partnerPresign } from '../../../lib/api/partnerGetPresignedUrl';
import { useRemovePortfolioPhoto } from '../api/partnerRemovePortfolioPhoto';
import { useSetItemOnSale } from '../api/partnerSetItemOnSale';
import { useUpdateItemPrices } from '../api/partnerUpdateItemPrices';
import styles from './PartnerItems.module.css';

/** /business/items/{itemIdx}: prices per 평형 and option, on/off sale, 시공 사례 photos of one item. */
export function PartnerItemEditPage() {
  const itemIdx = Number(useParams().itemIdx);
  usePartnerHeader({ title: '상품 수정', backTo: '/business/items' });
  const item = usePartnerItem(itemIdx);
  if (item.isError) return <LoadError title="상품을 불러오지 못했어요" error={item.error} onRetry={() => void item.refetch()} />;
  if (item.isPending) {
    return (
      <SkeletonGroup label="상품을 불러오는 중이에요" className={styles.page}>
        <Skeleton height={80} radius={16} />
        <Skeleton height={240} radius={16} />
      </SkeletonGroup>
    );
  }
  return (
    <main className={styles.page}>
      <SaleSection item={item.data} />
      <PricesSection key={JSON.stringify(item.data.optionGroups)} item={item.data} />
      <PortfolioSection item={item.data} />
    </main>
  );
}

function SaleSection({ item }: { item: PartnerItemDetail }) {
  const sale = useSetItemOnSale();
  const toast = useToast();
  return (
    <section className={styles.section} aria-labelledby="sale-title">
      <h2 id="sale-title" className={styles.sectionTitle}>
        {item.name}
      </h2>
      <div className={styles.row}>
        <span className={item.onSale ? styles.onSale : styles.offSale}>{item.onSale ? '판매 중이에요' : '판매를 멈췄어요'}</span>
        <Button
          variant="secondary"
          size="md"
          loading={sale.isPending}
          onClick={() =>
            sale.mutate(
              { itemIdx: item.itemIdx, onSale: !item.onSale },
              {
                onSuccess: (next) => toast.show(next.onSale ? '다시 판매를 시작했어요' : '판매를 멈췄어요. 고객에게 보이지 않아요.'),
                onError: (error) => toast.show(errorMessage(error, '바꾸지 못했어요. 다시 시도해 주세요.')),
              },
            )
          }
        >
          {item.onSale ? '판매 중지하기' : '판매 시작하기'}
        </Button>
      </div>
    </section>
  );
}

/** What a price field shows while typing: digits with thousands separators ('450,000'). */
const typedWon = (text: string) => {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9);
  return digits ? formatNumber(Number(digits)) : '';
};
/** The won a price field holds (NaN when empty, which the server refuses naming the field). */
const wonValue = (text: string) => (text.replace(/\D/g, '') ? Number(text.replace(/\D/g, '')) : Number.NaN);

function PricesSection({ item }: { item: PartnerItemDetail }) {
  const initial = Object.fromEntries(item.optionGroups.flatMap((g) => g.options.map((o) => [o.optionIdx, formatNumber(o.price)])));
  const [prices, setPrices] = useState<Record<number, string>>(initial);
  const [base, setBase] = useState(formatNumber(item.basePrice));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateItemPrices();
  const toast = useToast();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const changed = item.optionGroups
      .flatMap((g) => g.options)
      .map((o) => ({ optionIdx: o.optionIdx, price: wonValue(prices[o.optionIdx] ?? ''), before: o.price }))
      .filter((o) => o.price !== o.before)
      .map(({ optionIdx, price }) => ({ optionIdx, price }));
    const baseChanged = !item.hasPyeongTiers && wonValue(base) !== item.basePrice;
    if (!changed.length && !baseChanged) {
      setError('바뀐 가격이 없어요.');
      return;
    }
    update.mutate(
      { itemIdx: item.itemIdx, options: changed, ...(baseChanged ? { basePrice: wonValue(base) } : {}) },
      {
        onSuccess: () => toast.show('가격을 바꿨어요. 새로 담는 장바구니부터 적용돼요.'),
        onError: (e) => setError(errorMessage(e, '가격을 바꾸지 못했어요. 다시 시도해 주세요.')),
      },
    );
  };

  return (
    <form className={styles.section} aria-labelledby="prices-title" onSubmit={onSubmit} noValidate>
      <h2 id="prices-title" className={styles.sectionTitle}>
        가격
      </h2>
      <p className={styles.note}>새로 담는 장바구니부터 적용돼요. 이미 담긴 장바구니와 주문은 그 가격 그대로예요.</p>
      {!item.hasPyeongTiers && (
        <TextField label="기본 가격 (원)" inputMode="numeric" value={base} onChange={(e) => setBase(typedWon(e.target.value))} trailing="원" />
      )}
      {item.optionGroups.map((group) => (
        <fieldset key={group.groupIdx} className={styles.group}>
          <legend className={styles.groupName}>{group.kind === 'pyeong' ? `${group.name} (평형별 가격)` : group.name}</legend>
          {group.options.map((option) => (
            <div key={option.optionIdx} className={styles.priceRow}>
              <span className={styles.optionName} id={`option-${option.optionIdx}`}>
                {option.name}
              </span>
              <TextField
                label={`${option.name} 가격 (원)`}
                hideLabel
                inputMode="numeric"
                value={prices[option.optionIdx] ?? ''}
                onChange={(e) => setPrices((p) => ({ ...p, [option.optionIdx]: typedWon(e.target.value) }))}
                trailing="원"
              />
            </div>
          ))}
        </fieldset>
      ))}
      <FormError message={error} />
      <Button type="submit" size="lg" fullWidth loading={update.isPending}>
        가격 저장하기
      </Button>
    </form>
  );
}

function PortfolioSection({ item }: { item: PartnerItemDetail }) {
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [workedOn, setWorkedOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const add = useAddPortfolioPhoto();
  const remove = useRemovePortfolioPhoto();
  const toast = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError('시공 사진을 골라 주세요.');
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadPhoto(file, 'portfolio', { presign: partnerPresign });
      await add.mutateAsync({ itemIdx: item.itemIdx, fileKey: uploaded.key, caption, ...(workedOn ? { workedOn } : {}) });
      toast.show('시공 사례를 올렸어요. 고객의 서비스 페이지에 보여요.');
      setFile(null);
      setCaption('');
      setWorkedOn('');
    } catch (e) {
      setError(errorMessage(e, '사진을 올리지 못했어요. 다시 시도해 주세요.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="portfolio-title">
      <h2 id="portfolio-title" className={styles.sectionTitle}>
        시공 사례 {item.portfolio.length}장
      </h2>
      {item.portfolio.length > 0 ? (
        <ul className={styles.photos}>
          {item.portfolio.map((photo) => (
            <li key={photo.photoIdx}>
              <ProgressiveImage src={photo.url} alt={photo.caption} aspectRatio={4 / 3} sizes="160px" className={styles.photo} />
              <p className={styles.caption}>{photo.caption}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  remove.mutate(
                    { itemIdx: item.itemIdx, photoIdx: photo.photoIdx },
                    { onError: (e) => toast.show(errorMessage(e, '지우지 못했어요. 다시 시도해 주세요.')) },
                  )
                }
              >
                사진 지우기
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.caption}>실제 시공 사진을 올리면 고객의 서비스 페이지에 ‘시공 사례’로 보여요.</p>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className={styles.group}>
        <FileField label="시공 사진" accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif" file={file} onChange={setFile} buttonLabel="사진 고르기" />
        <TextField label="사진 설명" placeholder="예: 34평 입주청소 (송파 헬리오시티)" value={caption} onChange={(e) => setCaption(e.target.value)} maxLength={60} />
        <TextField label="시공한 날 (선택)" type="date" value={workedOn} onChange={(e) => setWorkedOn(e.target.value)} />
        <FormError message={error} />
        <Button type="submit" size="lg" fullWidth loading={uploading}>
          시공 사례 올리기
        </Button>
      </form>
    </section>
  );
}
