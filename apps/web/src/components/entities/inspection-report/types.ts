/**
 * The report document this view renders: the frozen `InspectionReportDocument` of the contract that the web page,
 * the PDF, the Excel list, the zip and the 하자보수 pack all read. Every word a reader sees (type, severity,
 * category and verdict labels) is written into the document when it is frozen.
 */
export type {
  InspectionReportDocument,
  ReportFinding,
  ReportMeasurementRow,
  ReportPhoto,
  ReportShape,
  ReportStandard,
} from '@ipju/contract';
