import { ChevronLeft } from 'lucide-react';
import frame from './ConsoleShell.module.css';
import { useGoBack } from './useGoBack';

/** The work consoles' header back button: to the previous page, or to `to` when the console was opened on this one. */
export function ConsoleBackButton({ to }: { to: string }) {
  const goBack = useGoBack(to);
  return (
    <button type="button" className={frame.iconButton} aria-label="뒤로 가기" onClick={goBack}>
      <ChevronLeft aria-hidden="true" size={26} />
    </button>
  );
}
