/**
 * Design numbers for TypeScript (mirrors theme.css; SPEC section 9).
 */

export const TOAST_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 500;
/** Toast sits this far above the bottom edge (plus the bottom bar where shown). */
export const TOAST_BASE_OFFSET = 10;

export const SHEET_CLOSE_MS = 300;
export const ANIMATION_MS = 250;

export const HEADER_HEIGHT = 60;
export const BOTTOM_NAV_HEIGHT = 62;

export const LAYOUT_MIN = 360;
export const LAYOUT_MAX = 580;

export const MODAL_WIDTH = 580;
export const MODAL_MIN_WIDTH = 330;
export const OVERLAY_OPACITY = 0.55;
export const OVERLAY_BLUR_PX = 3;

export const BREAKPOINTS = { narrow: 580, medium: 800, wide: 1200 } as const;
/** The second breakpoint set of SPEC section 2. */
export const SIZE_BREAKPOINTS = { xs: 400, sm: 450, md: 500, lg: 600, xl: 580 } as const;

/** Widths offered to the image optimizer (srcset). */
export const IMAGE_WIDTHS = [320, 375, 640, 960, 1280, 1600] as const;
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_QUALITY = 75;

export const VIEWER_MAIN_HEIGHT = 600;
export const VIEWER_MAIN_HEIGHT_SMALL = 420;
export const VIEWER_THUMB_SIZE = 90;

export const POPUP_SNOOZE = { week: 604_800_000, day: 86_400_000 } as const;

export const ANDROID_BOTTOM_INSET = { min: 60, nativeWrapper: 80 } as const;

export const Z_INDEX = {
  header: 100,
  bottomNav: 100,
  floating: 200,
  sheet: 1000,
  modal: 1100,
  fullscreen: 1200,
  toast: 1300,
} as const;
