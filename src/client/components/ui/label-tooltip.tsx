import type { ComponentProps, ReactElement, Ref } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.tsx';

export type LabelTooltipProps = Omit<ComponentProps<'button'>, 'children' | 'ref'> & {
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactElement;
  ref?: Ref<HTMLElement>;
};

/** The tooltip of `IconTooltip`, loaded after the first paint (see icon-tooltip.tsx). */
export function LabelTooltip({ label, side, children, ref, ...props }: LabelTooltipProps) {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild ref={ref as Ref<HTMLButtonElement>} {...props}>
          {children}
        </TooltipTrigger>
        <TooltipContent side={side}>{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
