import { createContext, useContext, type ReactNode } from 'react';
import { SHELL } from '@edna/shared-contracts/site';

export interface TooltipSettings {
  delayDuration: number;
  skipDelayDuration: number;
}

const TooltipSettingsContext = createContext<TooltipSettings>({
  delayDuration: SHELL.tooltipDelayMs,
  skipDelayDuration: SHELL.tooltipSkipDelayMs,
});

export interface TooltipProviderProps extends Partial<TooltipSettings> {
  children: ReactNode;
}

/**
 * The tooltip settings for everything below it (spec: open after 700 ms, skip delay 300 ms). Deliberately free of
 * Radix: the shell renders it on every page, while the tooltip code itself (@edna/ui-kit/tooltip, with its
 * positioning engine) loads only on pages that show a tooltip.
 */
export function TooltipProvider({
  children,
  delayDuration = SHELL.tooltipDelayMs,
  skipDelayDuration = SHELL.tooltipSkipDelayMs,
}: TooltipProviderProps) {
  return <TooltipSettingsContext.Provider value={{ delayDuration, skipDelayDuration }}>{children}</TooltipSettingsContext.Provider>;
}

export function useTooltipSettings(): TooltipSettings {
  return useContext(TooltipSettingsContext);
}
