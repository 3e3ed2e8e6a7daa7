/** The partner console's header title: the consoles' one mechanism (components/layout/console-header), under partner names. */
export {
  ConsoleHeaderContext as PartnerHeaderContext,
  useConsoleHeader as usePartnerHeader,
  useConsoleHeaderState as usePartnerHeaderState,
  type ConsoleHeaderOptions as PartnerHeaderOptions,
} from '../../../components/layout/console-header';
