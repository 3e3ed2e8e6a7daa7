import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes back one history entry when this visit has one; otherwise replaces the page with `fallback`
 * (opened from a link or a refresh, where back would leave the app).
 */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
