/** 우리 단지 입주 리포트. */
export const REPORT_PATH = '/report';
