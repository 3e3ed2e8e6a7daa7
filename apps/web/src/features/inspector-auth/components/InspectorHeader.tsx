/** The inspector console's header title: the consoles' one mechanism (components/layout/console-header), under inspector names. */
export {
  ConsoleHeaderContext as InspectorHeaderContext,
  useConsoleHeader as useInspectorHeader,
  useConsoleHeaderState as useInspectorHeaderState,
  type ConsoleHeaderOptions as InspectorHeaderOptions,
} from '../../../components/layout/console-header';
