import type { UseMutationResult } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { Button } from '../../ui/Button/Button';
import { useToast } from '../../ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { CallLink } from '../CallLink/CallLink';

/** The mutation of a job's number operation (api/<operationId>.ts of the feature), bound to its job. */
export type OpenCallNumber = UseMutationResult<{ virtualNumber: string }, unknown, void>;

/**
 * 안심번호 보기: a company (or an inspector) never sees the resident's own phone. The job's 050 number is opened
 * only when asked for (opening one is an action, not something to load with the page), then shown as the
 * tap-to-call link the order pages use. Shown rather than dialled at once: a console open on a computer
 * cannot dial, and the number can then be called from the office phone. Why a number cannot be opened
 * (cancelled, past the visit) comes back as the server's words.
 */
export function VirtualCallButton({ call, name }: { call: OpenCallNumber; name?: string }) {
  const toast = useToast();
  if (call.data) return <CallLink name={name} number={call.data.virtualNumber} />;
  const onOpen = () =>
    call.mutate(undefined, { onError: (error) => toast.show(errorMessage(error, '안심번호를 받지 못했어요. 잠시 후 다시 시도해 주세요.')) });
  return (
    <Button variant="secondary" size="sm" leftIcon={<Phone size={16} aria-hidden="true" />} loading={call.isPending} onClick={onOpen}>
      안심번호 보기
    </Button>
  );
}
