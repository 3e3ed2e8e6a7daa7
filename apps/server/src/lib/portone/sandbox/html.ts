import { seoulClock, WEEKDAY_NAMES } from '@ipju/contract';
import { escapeHtml } from '../../html';

/** Small helpers for the sandbox's server-rendered pages (no JavaScript: the CSP forbids inline scripts). */

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as Koreans read a deadline, in Asia/Seoul: "2026년 11월 23일 (월) 18:00". */
export function formatKst(unixSeconds: number): string {
  const { year, month, day, weekday, hour, minute } = seoulClock(new Date(unixSeconds * 1000));
  return `${year}년 ${month}월 ${day}일 (${WEEKDAY_NAMES[weekday]}) ${pad(hour)}:${pad(minute)}`;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f2f4f6;color:#191f28;font-family:'Pretendard Variable',Pretendard,-apple-system,BlinkMacSystemFont,'Apple SD Gothic Neo','Noto Sans KR','Malgun Gothic',system-ui,sans-serif;font-size:16px;line-height:1.5;word-break:keep-all;overflow-wrap:anywhere}
main{max-width:480px;min-height:100vh;margin:0 auto;padding:24px 20px calc(24px + env(safe-area-inset-bottom));background:#fff}
.badge{display:inline-block;margin:0 0 8px;padding:2px 8px;border-radius:6px;background:#e8f3ff;color:#1b64da;font-size:13px;font-weight:600}
h1{margin:0 0 8px;font-size:22px;font-weight:700}
.notice{margin:0 0 24px;padding:12px 14px;border-radius:12px;background:#f9fafb;color:#4e5968;font-size:15px}
dl{margin:0 0 24px;padding:0}
dl div{display:flex;justify-content:space-between;align-items:baseline;gap:16px;padding:12px 0;border-bottom:1px solid #e5e8eb}
dt{color:#4e5968;flex:none}
dd{margin:0;text-align:right;font-weight:600}
.total dd{font-size:22px;color:#1b64da}
.hint{margin:-8px 0 24px;color:#4e5968;font-size:15px}
fieldset{margin:0;padding:0;border:0}
legend{padding:0;margin:0 0 12px;font-size:15px;color:#4e5968}
button{display:block;width:100%;min-height:52px;margin:0 0 10px;padding:12px 16px;border:0;border-radius:12px;font:inherit;font-size:17px;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #3182f6;outline-offset:2px}
.primary{background:#1b64da;color:#fff}
.primary:active{background:#1957c2}
.secondary{background:#f2f4f6;color:#333d4b}
.danger{background:#ffeeee;color:#d92b3a}
.error{color:#d92b3a}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** The page frame: Korean, mobile-first (360 px and up), inline style only. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<!-- The site sends Referrer-Policy: no-referrer, under which a browser's form POST carries "Origin: null",
     which the CSRF check refuses; same-origin keeps the real origin on the checkout form's POST. -->
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A page that says what went wrong and nothing else (bad checkout parameters, unknown receipt). */
export const errorPage = (title: string, message: string) =>
  page(title, `<p class="badge">입주 테스트 결제</p>\n<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);
