import type { UseMutationResult } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { Button } from '../../ui/Button/Button';
import { useToast } from '../../ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';

/** The mutation of a job's number operation (api/<operationId>.ts of the feature), bound to its job. */
export type OpenCallNumber = UseMutationResult<{ telUri: string }, unknown, void>;

/**
 * 안심번호로 전화하기: a company (or an inspector) never sees the resident's own phone; the button asks for the
 * job's 050 number when tapped (opening a number is an action, not something to load with the page) and
 * dials it. Why the number cannot be opened (cancelled, past the visit) comes back as the server's words.
 */
export function VirtualCallButton({ call }: { call: OpenCallNumber }) {
  const toast = useToast();
  const onCall = () =>
    call.mutate(undefined, {
      onSuccess: ({ telUri }) => {
        window.location.href = telUri;
      },
      onError: (error) => toast.show(errorMessage(error, '안심번호를 받지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  return (
    <Button variant="secondary" size="sm" leftIcon={<Phone size={16} aria-hidden="true" />} loading={call.isPending} onClick={onCall}>
      안심번호로 전화하기
    </Button>
  );
}
